<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Order extends Model
{
    public const STATUS_PAID = 'paid';
    public const STATUS_CANCELLED = 'cancelled';

    protected $fillable = [
        'customer_id', 'number', 'status', 'subtotal', 'shipping_fee', 'total', 'ordered_at',
    ];

    protected $casts = [
        'ordered_at' => 'datetime', // stored in UTC (config app.timezone = UTC)
        'subtotal' => 'integer',
        'shipping_fee' => 'integer',
        'total' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function scopePaid(Builder $query): Builder
    {
        return $query->where('status', self::STATUS_PAID);
    }
}
