<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Order extends Model
{
    use HasFactory;

    public const STATUS_PENDING = 'pending';
    public const STATUS_PAID = 'paid';
    public const STATUS_PARTIALLY_SHIPPED = 'partially_shipped';
    public const STATUS_SHIPPED = 'shipped';
    public const STATUS_CANCELLED = 'cancelled';

    protected $casts = [
        'cancelled_at' => 'datetime',
        'paid_amount' => 'integer',
    ];

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function isCancellable(): bool
    {
        return in_array($this->status, [
            self::STATUS_PENDING,
            self::STATUS_PAID,
            self::STATUS_PARTIALLY_SHIPPED,
        ], true);
    }

    /** 未出荷分だけ返金する */
    public function refundableAmount(): int
    {
        return $this->items->sum(fn (OrderItem $i) => $i->unit_price * ($i->quantity - $i->shipped_quantity));
    }
}
