<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Coupon extends Model
{
    public const TYPE_FIXED = 'fixed';
    public const TYPE_PERCENT = 'percent';

    protected $fillable = [
        'code', 'type', 'value', 'min_amount', 'expires_at', 'max_uses', 'used_count', 'per_user_limit',
    ];

    protected $casts = [
        'value' => 'integer',
        'min_amount' => 'integer',
        'expires_at' => 'datetime',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'per_user_limit' => 'integer',
    ];

    public function redemptions(): HasMany
    {
        return $this->hasMany(CouponRedemption::class);
    }

    public function isPercent(): bool
    {
        return $this->type === self::TYPE_PERCENT;
    }

    public function remainingUses(): ?int
    {
        return $this->max_uses === null ? null : max(0, $this->max_uses - $this->used_count);
    }
}
