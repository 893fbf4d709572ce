<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    protected $fillable = ['customer_id', 'number', 'total', 'issued_at', 'due_at', 'paid_at'];

    protected $casts = [
        'total' => 'decimal:2',
        'issued_at' => 'date',
        'due_at' => 'date',
        'paid_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function payments(): HasMany
    {
        return $this->hasMany(Payment::class);
    }

    public function getBalanceAttribute(): float
    {
        return (float) $this->total - (float) $this->payments()->sum('amount');
    }

    public function isOverdue(): bool
    {
        return $this->paid_at === null
            && $this->due_at !== null
            && $this->due_at->lt(now()->subDays(config('billing.overdue_after_days')));
    }
}
