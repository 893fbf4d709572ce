<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = [
        'customer_id',
        'number',
        'total',
        'status',
        'due_on',
        'reminded_at',
    ];

    protected $casts = [
        'due_on' => 'date',
        'reminded_at' => 'datetime',
        'total' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    /** 支払期限を過ぎた未払いの請求書 */
    public function scopeOverdue(Builder $query): Builder
    {
        return $query->where('status', 'unpaid')->whereDate('due_on', '<', today());
    }

    public function isOverdue(): bool
    {
        return $this->status === 'unpaid' && $this->due_on->lt(today());
    }
}
