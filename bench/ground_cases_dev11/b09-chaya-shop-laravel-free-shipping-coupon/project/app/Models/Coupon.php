<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    public const TYPE_PERCENT = 'percent';
    public const TYPE_FIXED = 'fixed';
    public const TYPE_FREE_SHIPPING = 'free_shipping';

    protected $fillable = ['code', 'type', 'value', 'min_subtotal', 'expires_at'];

    protected $casts = [
        'value' => 'integer',
        'min_subtotal' => 'integer',
        'expires_at' => 'datetime',
    ];

    public function isUsableFor(int $subtotal): bool
    {
        if ($this->expires_at !== null && $this->expires_at->isPast()) {
            return false;
        }

        return $subtotal >= ($this->min_subtotal ?? 0);
    }

    /**
     * What this coupon takes off an order. Only the keys that apply are returned.
     *
     * @return array{discount?: int, shipping_discount?: int}
     */
    public function toPricing(int $subtotal, int $shipping): array
    {
        return match ($this->type) {
            self::TYPE_PERCENT => ['discount' => intdiv($subtotal * $this->value, 100)],
            self::TYPE_FIXED => ['discount' => min($this->value, $subtotal)],
            self::TYPE_FREE_SHIPPING => ['shipping_discount' => $shipping],
            default => throw new \UnexpectedValueException("unknown coupon type {$this->type}"),
        };
    }
}
