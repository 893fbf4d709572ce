<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;

/**
 * @property string $code
 * @property string $type  "percent" or "fixed"
 * @property int $value    percent (1-100) or yen
 * @property int|null $max_discount  yen, percent coupons only
 * @property int $min_subtotal
 * @property Carbon|null $expires_at
 */
class Coupon extends Model
{
    protected $fillable = ['code', 'type', 'value', 'max_discount', 'min_subtotal', 'expires_at'];

    protected $casts = [
        'value' => 'integer',
        'max_discount' => 'integer',
        'min_subtotal' => 'integer',
        'expires_at' => 'datetime',
    ];

    public function isPercent(): bool
    {
        return $this->type === 'percent';
    }

    public function isExpired(?Carbon $at = null): bool
    {
        return $this->expires_at !== null && $this->expires_at->lt($at ?? now());
    }
}
