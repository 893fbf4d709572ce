<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    protected $fillable = ['member_id', 'order_no', 'pay_amount', 'status', 'paid_at'];

    protected $casts = ['paid_at' => 'datetime', 'pay_amount' => 'decimal:2'];

    public function member()
    {
        return $this->belongsTo(Member::class);
    }
}
