<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['team_id', 'customer_id', 'number', 'status', 'issued_at', 'due_at', 'paid_at'];

    protected $casts = [
        'issued_at' => 'date',
        'due_at' => 'date',
        'paid_at' => 'datetime',
    ];

    public function team(): BelongsTo
    {
        return $this->belongsTo(Team::class);
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class);
    }

    /**
     * Paid invoices. Invoices imported from the old billing tool (before 2024) were never
     * moved to status "paid", they only have paid_at set, so both count.
     */
    public function scopePaid(Builder $query): Builder
    {
        return $query->whereRaw("status = 'paid' or paid_at is not null");
    }

    public function scopeOverdue(Builder $query): Builder
    {
        return $query->whereNull('paid_at')->where('due_at', '<', now()->startOfDay());
    }

    public function totalCents(): int
    {
        return (int) $this->lines->sum(fn (InvoiceLine $line) => $line->quantity * $line->unit_cents);
    }

    public function isPaid(): bool
    {
        return $this->status === 'paid' || $this->paid_at !== null;
    }
}
