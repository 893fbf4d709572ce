<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Coupon extends Model
{
    public const TYPE_FIXED = 'fixed';
    public const TYPE_PERCENT = 'percent';

    protected $fillable = [
        'code', 'type', 'value', 'threshold', 'max_discount', 'max_uses', 'per_user_limit',
        'starts_at', 'expires_at', 'active',
    ];

    protected $casts = [
        'value' => 'decimal:2',
        'threshold' => 'decimal:2',
        'max_discount' => 'decimal:2',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'per_user_limit' => 'integer',
        'starts_at' => 'datetime',
        'expires_at' => 'datetime',
        'active' => 'boolean',
    ];

    public function redemptions(): HasMany
    {
        return $this->hasMany(CouponRedemption::class);
    }

    public function remaining(): int
    {
        return max(0, $this->max_uses - $this->used_count);
    }
}
