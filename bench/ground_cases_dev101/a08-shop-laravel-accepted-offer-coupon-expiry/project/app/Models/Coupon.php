<?php

namespace App\Models;

use Carbon\CarbonInterface;
use Illuminate\Database\Eloquent\Model;

/**
 * A discount code. `value` is percent points for percent coupons and cents for fixed ones.
 * `expires_at` is the "Valid until" date entered in the admin panel.
 */
class Coupon extends Model
{
    public const TYPE_PERCENT = 'percent';
    public const TYPE_FIXED = 'fixed';

    protected $fillable = ['code', 'type', 'value', 'min_order_cents', 'max_redemptions', 'redemptions', 'expires_at'];

    protected $casts = [
        'value' => 'integer',
        'min_order_cents' => 'integer',
        'max_redemptions' => 'integer',
        'redemptions' => 'integer',
        'expires_at' => 'date',
    ];

    public static function findByCode(string $code): ?self
    {
        return static::where('code', strtoupper(trim($code)))->first();
    }

    public function isRedeemable(int $subtotalCents, ?CarbonInterface $now = null): bool
    {
        $now ??= now();

        if ($this->expires_at !== null && ! $this->expires_at->isAfter($now)) {
            return false;
        }
        if ($this->max_redemptions !== null && $this->redemptions >= $this->max_redemptions) {
            return false;
        }

        return $subtotalCents >= (int) $this->min_order_cents;
    }

    public function isPercent(): bool
    {
        return $this->type === self::TYPE_PERCENT;
    }

    /** The discount this coupon gives on a subtotal, in cents; never more than the subtotal. */
    public function discountCents(int $subtotalCents): int
    {
        $discount = $this->isPercent()
            ? intdiv($subtotalCents * $this->value + 50, 100)
            : $this->value;

        return min($discount, $subtotalCents);
    }

    public function describe(): string
    {
        return $this->isPercent()
            ? "{$this->value}% off"
            : number_format($this->value / 100, 2, ',', '.') . ' € off';
    }
}
