<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Order extends Model
{
    public const STATUS_PENDING = 'pending';
    public const STATUS_PAID = 'paid';
    public const STATUS_SHIPPED = 'shipped';

    protected $fillable = ['customer_id', 'payment_method', 'status'];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(User::class, 'customer_id');
    }

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function total(): int
    {
        return $this->items->sum(fn (OrderItem $i) => $i->unit_price * $i->quantity);
    }

    public function paymentLabel(): string
    {
        return match ($this->payment_method) {
            'card' => 'クレジットカード',
            'konbini' => 'コンビニ払い',
            'bank' => '銀行振込',
            default => '-',
        };
    }
}
