<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property int $percent_off
 * @property ?\Carbon\Carbon $expires_at
 * @property int $max_redemptions
 * @property int $redeemed_count
 */
class Coupon extends Model
{
    protected $fillable = ['code', 'percent_off', 'expires_at', 'max_redemptions'];

    protected $casts = [
        'expires_at' => 'datetime',
    ];

    public function isExhausted(): bool
    {
        return $this->max_redemptions > 0 && $this->redeemed_count >= $this->max_redemptions;
    }
}
