<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use NumberFormatter;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'total_cents', 'currency', 'due_on', 'pdf_path'];

    protected function casts(): array
    {
        return [
            'due_on' => 'date',
            'paid_at' => 'datetime',
        ];
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isPaid(): bool
    {
        return $this->paid_at !== null;
    }

    public function markPaid(string $chargeId): void
    {
        $this->forceFill(['paid_at' => now(), 'charge_id' => $chargeId])->save();
    }

    public function formattedTotal(): string
    {
        $formatter = new NumberFormatter('en_GB', NumberFormatter::CURRENCY);

        return $formatter->formatCurrency($this->total_cents / 100, $this->currency);
    }
}
