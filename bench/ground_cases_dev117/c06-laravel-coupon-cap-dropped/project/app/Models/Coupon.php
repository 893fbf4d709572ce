<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property string $type          percent | fixed_amount
 * @property int $value            percent: 0-100; fixed_amount: fen
 * @property int|null $max_discount in fen, only for percent coupons
 * @property int $min_spend        in fen
 * @property int|null $usage_limit
 * @property int $used_count
 * @property \Carbon\Carbon|null $expires_at
 */
class Coupon extends Model
{
    protected $fillable = [
        'code', 'type', 'value', 'max_discount', 'min_spend', 'usage_limit', 'used_count', 'expires_at',
    ];

    protected $casts = [
        'value' => 'integer',
        'max_discount' => 'integer',
        'min_spend' => 'integer',
        'usage_limit' => 'integer',
        'used_count' => 'integer',
        'expires_at' => 'datetime',
    ];
}
