<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Facades\URL;

class Invoice extends Model
{
    use HasFactory;

    protected $casts = [
        'due_date' => 'date',
        'paid_at' => 'datetime',
        'last_reminded_at' => 'datetime',
        'reminder_level' => 'integer',
        'open_amount_cents' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function scopeOverdue(Builder $query): Builder
    {
        return $query->whereNull('paid_at')->whereDate('due_date', '<', today());
    }

    public function isPaid(): bool
    {
        return $this->paid_at !== null;
    }

    public function nextReminderLevel(): int
    {
        return min(($this->reminder_level ?? 0) + 1, 3);
    }

    public function formattedOpenAmount(): string
    {
        return number_format($this->open_amount_cents / 100, 2, ',', '.').' €';
    }

    public function paymentLink(): string
    {
        return URL::temporarySignedRoute('pay.show', now()->addDays(14), ['invoice' => $this->id]);
    }
}
