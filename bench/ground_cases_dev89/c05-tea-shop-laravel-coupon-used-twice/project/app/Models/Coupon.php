<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    protected $fillable = ['code', 'amount_off', 'min_spend', 'max_uses', 'used_count', 'expires_at'];

    protected $casts = [
        'amount_off' => 'integer',
        'min_spend' => 'integer',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'expires_at' => 'datetime',
    ];

    public function isExpired(): bool
    {
        return $this->expires_at !== null && $this->expires_at->isPast();
    }

    public function orders()
    {
        return $this->hasMany(Order::class);
    }
}
