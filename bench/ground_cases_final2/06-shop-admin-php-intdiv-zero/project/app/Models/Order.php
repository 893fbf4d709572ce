<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    protected $casts = ['total' => 'integer', 'paid_at' => 'datetime'];

    public function shop()
    {
        return $this->belongsTo(Shop::class);
    }
}
