<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property int $percent_off
 * @property \Illuminate\Support\Carbon|null $expires_at  last day the coupon can be used (a date, no time)
 * @property int|null $max_uses
 * @property int $times_used
 * @property bool $active
 * @property int|null $min_order_cents  smallest order total the coupon applies to
 */
class Coupon extends Model
{
    protected $fillable = ['code', 'percent_off', 'expires_at', 'max_uses', 'times_used', 'active', 'min_order_cents'];

    protected $casts = [
        'expires_at' => 'date',
        'active' => 'boolean',
        'percent_off' => 'integer',
        'max_uses' => 'integer',
        'times_used' => 'integer',
        'min_order_cents' => 'integer',
    ];

    public function scopeByCode($query, string $code)
    {
        return $query->where('code', strtoupper(trim($code)));
    }

    public function usesLeft(): ?int
    {
        return $this->max_uses === null ? null : max(0, $this->max_uses - $this->times_used);
    }
}
