<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Carbon;

/**
 * @property string $code
 * @property string $type           fixed|percent
 * @property int $value             fen for fixed, percent for percent
 * @property int $min_order_cents
 * @property int|null $max_uses     null = unlimited
 * @property int $used_count
 * @property bool $active
 * @property Carbon|null $starts_at
 * @property Carbon|null $expires_at
 */
class Coupon extends Model
{
    use HasFactory;

    protected $fillable = [
        'code', 'type', 'value', 'min_order_cents', 'max_uses', 'active', 'starts_at', 'expires_at',
    ];

    protected $casts = [
        'active' => 'boolean',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'starts_at' => 'datetime',
        'expires_at' => 'datetime',
    ];

    public function redemptions(): HasMany
    {
        return $this->hasMany(CouponRedemption::class);
    }

    public function isUsable(?Carbon $at = null): bool
    {
        $at ??= now();

        if (! $this->active) {
            return false;
        }
        if ($this->starts_at && $at->lt($this->starts_at)) {
            return false;
        }
        if ($this->expires_at && $at->gt($this->expires_at)) {
            return false;
        }
        if ($this->max_uses !== null && $this->used_count > $this->max_uses) {
            return false;
        }

        return true;
    }

    public function discountFor(int $orderCents): int
    {
        if ($orderCents < $this->min_order_cents) {
            return 0;
        }

        return match ($this->type) {
            'fixed' => min($this->value, $orderCents),
            'percent' => intdiv($orderCents * $this->value, 100),
        };
    }
}
