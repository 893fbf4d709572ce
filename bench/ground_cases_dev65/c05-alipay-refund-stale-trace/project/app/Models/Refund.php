<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Refund extends Model
{
    protected $fillable = ['order_id', 'amount', 'reason', 'status', 'error', 'trade_no', 'refunded_total', 'sent_back'];

    public function order()
    {
        return $this->belongsTo(Order::class);
    }
}
