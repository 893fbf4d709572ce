<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    protected $fillable = ['code', 'discount_percent', 'max_uses', 'used_count', 'expires_at'];

    protected $casts = [
        'expires_at' => 'datetime',
        'discount_percent' => 'integer',
        'max_uses' => 'integer',
        'used_count' => 'integer',
    ];

    public function scopeActive($query)
    {
        return $query->where(function ($q) {
            $q->whereNull('expires_at')->orWhere('expires_at', '>', now());
        });
    }
}
