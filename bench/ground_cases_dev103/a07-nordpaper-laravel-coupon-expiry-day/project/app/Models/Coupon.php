<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property int $percent_off
 * @property \Illuminate\Support\Carbon|null $expires_at  date only, in the shop's time zone
 * @property int|null $max_uses
 * @property int|null $min_order_cents
 * @property int $times_used
 */
class Coupon extends Model
{
    use HasFactory;

    protected $fillable = ['code', 'percent_off', 'expires_at', 'max_uses', 'min_order_cents'];

    protected $casts = [
        'expires_at' => 'date',
        'percent_off' => 'integer',
        'max_uses' => 'integer',
        'min_order_cents' => 'integer',
        'times_used' => 'integer',
    ];

    public function usedUp(): bool
    {
        return $this->max_uses !== null && $this->times_used >= $this->max_uses;
    }

    public function scopeActive($query)
    {
        return $query->whereNull('expires_at')->orWhereDate('expires_at', '>=', now());
    }
}
