<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    use HasFactory;

    protected $fillable = ['code', 'discount_yen', 'min_amount', 'expires_at', 'max_uses', 'used_count'];

    protected $casts = [
        'expires_at' => 'date',
        'discount_yen' => 'integer',
        'min_amount' => 'integer',
        'max_uses' => 'integer',
        'used_count' => 'integer',
    ];

    public function isUsable(): bool
    {
        if ($this->expires_at !== null && $this->expires_at->isPast()) {
            return false;
        }

        return $this->max_uses === null || $this->used_count < $this->max_uses;
    }

    public function discountFor(int $amount): int
    {
        if ($amount < $this->min_amount) {
            return 0;
        }

        return min($this->discount_yen, $amount);
    }
}
