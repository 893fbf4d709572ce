<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    protected $casts = [
        'expires_at' => 'datetime',
        'value' => 'integer',
        'min_subtotal' => 'integer',
    ];
}
