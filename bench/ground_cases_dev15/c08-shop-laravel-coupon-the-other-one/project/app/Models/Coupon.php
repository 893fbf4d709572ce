<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;

class Coupon extends Model
{
    use HasFactory;

    public const TYPE_FIXED = 'fixed';
    public const TYPE_PERCENT = 'percent';

    protected $fillable = ['code', 'type', 'value', 'max_uses', 'used_count', 'min_subtotal', 'expires_at'];

    protected $casts = [
        'value' => 'integer',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'min_subtotal' => 'integer',
        'expires_at' => 'datetime',
    ];

    /** Amounts are in cents. A null max_uses means the coupon can be used any number of times. */
    public function isUsable(int $subtotal, ?Carbon $now = null): bool
    {
        $now ??= now();
        if ($this->expires_at !== null && $this->expires_at->lte($now)) {
            return false;
        }
        if ($this->max_uses !== null && $this->used_count > $this->max_uses) {
            return false;
        }

        return $subtotal >= $this->min_subtotal;
    }

    public function discountFor(int $subtotal): int
    {
        $discount = $this->type === self::TYPE_PERCENT
            ? intdiv($subtotal * $this->value, 100)
            : $this->value;

        return min($discount, $subtotal);
    }

    public function scopeCode(Builder $query, string $code): Builder
    {
        return $query->where('code', strtoupper(trim($code)));
    }
}
