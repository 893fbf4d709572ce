<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = [
        'tenant_id',
        'number',
        'amount_cents',
        'currency',
        'due_at',
        'paid_at',
    ];

    protected function casts(): array
    {
        return [
            'due_at' => 'datetime',
            'paid_at' => 'datetime',
            'amount_cents' => 'integer',
        ];
    }

    public function tenant(): BelongsTo
    {
        return $this->belongsTo(Tenant::class);
    }

    public function payments(): HasMany
    {
        return $this->hasMany(Payment::class);
    }

    public function isPaid(): bool
    {
        return $this->paid_at !== null;
    }

    /**
     * Whole days until the due date; negative once the invoice is overdue.
     */
    public function daysUntilDue(): int
    {
        $days = $this->due_at->diffInDays(now()->startOfDay());

        return $this->due_at->isPast() ? -$days : $days;
    }

    public function amountForHumans(): string
    {
        return number_format($this->amount_cents / 100, 2).' '.$this->currency;
    }
}
