<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property string $type       'percent' or 'fixed'
 * @property int    $value      percent (1-100) or yen
 * @property int    $min_amount minimum order amount, tax included
 * @property int    $usage_limit
 * @property int    $used_count
 * @property \Carbon\CarbonImmutable|null $expires_at
 */
class Coupon extends Model
{
    protected $fillable = ['code', 'type', 'value', 'min_amount', 'usage_limit', 'expires_at'];

    protected $casts = [
        'expires_at' => 'immutable_datetime',
        'value' => 'integer',
        'min_amount' => 'integer',
        'usage_limit' => 'integer',
        'used_count' => 'integer',
    ];

    public function scopeActive($query)
    {
        return $query->where(fn ($q) => $q->whereNull('expires_at')->orWhere('expires_at', '>', now()));
    }
}
