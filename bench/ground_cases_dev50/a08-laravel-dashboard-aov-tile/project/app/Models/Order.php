<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    public const PAID = 'paid';
    public const REFUNDED = 'refunded';
    public const CANCELLED = 'cancelled';

    protected $fillable = ['customer_email', 'status', 'total', 'refunded', 'paid_at'];

    protected $casts = [
        'total' => 'decimal:2',
        'refunded' => 'decimal:2',
        'paid_at' => 'datetime',
    ];

    public function scopePaidBetween(Builder $query, $from, $to): Builder
    {
        return $query->whereIn('status', [self::PAID, self::REFUNDED])
            ->whereBetween('paid_at', [$from, $to]);
    }

    public function scopeNotTest(Builder $query): Builder
    {
        return $query->where('customer_email', 'not like', '%@example.com');
    }
}
