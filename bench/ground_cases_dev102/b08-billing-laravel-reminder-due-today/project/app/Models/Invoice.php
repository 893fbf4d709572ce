<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = ['number', 'customer_id', 'amount', 'status', 'due_on'];

    protected $casts = [
        'due_on' => 'date',
        'reminded_at' => 'datetime',
        'amount' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isOverdue(): bool
    {
        return $this->status === 'unpaid' && $this->due_on->isPast();
    }

    public function formattedAmount(): string
    {
        return number_format($this->amount) . '円（税込）';
    }

    public function scopeUnpaid($query)
    {
        return $query->where('status', 'unpaid');
    }
}
