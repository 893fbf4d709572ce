<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;

/**
 * @property string      $code
 * @property string      $type          fixed|percent
 * @property int         $value         fixed: 分; percent: 1-100
 * @property int         $max_discount  0 = no cap
 * @property int         $min_spend
 * @property Carbon|null $expires_at
 * @property int         $usage_limit   0 = unlimited
 * @property int         $used_count
 */
class Coupon extends Model
{
    public const TYPE_FIXED = 'fixed';
    public const TYPE_PERCENT = 'percent';

    protected $fillable = [
        'code', 'type', 'value', 'max_discount', 'min_spend', 'expires_at', 'usage_limit', 'used_count',
    ];

    protected $casts = [
        'value' => 'integer',
        'max_discount' => 'integer',
        'min_spend' => 'integer',
        'usage_limit' => 'integer',
        'used_count' => 'integer',
        'expires_at' => 'date',
    ];

    public function isExpired(?Carbon $at = null): bool
    {
        if ($this->expires_at === null) {
            return false;
        }

        // expires_at is the last day the coupon can be used, inclusive.
        return ($at ?? now())->greaterThan($this->expires_at->copy()->endOfDay());
    }

    public function isUsedUp(): bool
    {
        return $this->usage_limit > 0 && $this->used_count >= $this->usage_limit;
    }

    public function discountFor(int $subtotalCents): int
    {
        $discount = $this->type === self::TYPE_PERCENT
            ? intdiv($subtotalCents * $this->value, 100)
            : $this->value;

        if ($this->max_discount > 0) {
            $discount = min($discount, $this->max_discount);
        }

        return min($discount, $subtotalCents);
    }
}
