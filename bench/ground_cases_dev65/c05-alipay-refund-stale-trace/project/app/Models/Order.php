<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    protected $fillable = ['no', 'user_id', 'channel', 'amount', 'status', 'trade_no', 'paid_at', 'refunded_amount'];

    protected $casts = ['paid_at' => 'datetime'];

    public function refunds()
    {
        return $this->hasMany(Refund::class);
    }
}
