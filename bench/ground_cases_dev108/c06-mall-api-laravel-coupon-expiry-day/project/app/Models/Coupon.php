<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Coupon extends Model
{
    protected $fillable = [
        'code',
        'discount_cents',
        'min_order_cents',
        'expires_on',
        'max_uses',
        'active',
    ];

    protected $casts = [
        'expires_on' => 'date',
        'active' => 'boolean',
        'discount_cents' => 'integer',
        'min_order_cents' => 'integer',
        'max_uses' => 'integer',
    ];

    public function redemptions(): HasMany
    {
        return $this->hasMany(CouponRedemption::class);
    }

    public function isUsedUp(): bool
    {
        return $this->max_uses !== null && $this->redemptions()->count() >= $this->max_uses;
    }
}
