<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * @property int $id
 * @property string $code
 * @property int $user_id
 * @property int $amount_off       in fen
 * @property int $min_order_amount in fen
 * @property \Carbon\Carbon $expires_at  the last day the coupon can be used (stored as a date)
 * @property \Carbon\Carbon|null $used_at
 */
class Coupon extends Model
{
    protected $casts = [
        'expires_at' => 'date',
        'used_at' => 'datetime',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function isExpired(): bool
    {
        // expires_at is the last valid day: the coupon works until 23:59:59 of that day
        return now()->greaterThan($this->expires_at->copy()->endOfDay());
    }

    public function isUsed(): bool
    {
        return $this->used_at !== null;
    }

    public function appliesTo(int $orderAmount): bool
    {
        return $orderAmount >= $this->min_order_amount;
    }
}
