<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Coupon extends Model
{
    protected $fillable = [
        'code', 'type', 'value', 'min_subtotal', 'max_uses', 'per_user_limit', 'expires_on',
    ];

    protected $casts = [
        'expires_on' => 'date',
        'value' => 'integer',
        'min_subtotal' => 'integer',
        'max_uses' => 'integer',
        'per_user_limit' => 'integer',
    ];

    public function redemptions(): HasMany
    {
        return $this->hasMany(Redemption::class);
    }

    public function isPercent(): bool
    {
        return $this->type === 'percent';
    }

    public static function findByCode(string $code): ?self
    {
        return static::where('code', strtoupper(trim($code)))->first();
    }
}
