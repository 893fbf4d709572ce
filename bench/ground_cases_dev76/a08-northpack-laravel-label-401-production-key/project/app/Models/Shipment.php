<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Shipment extends Model
{
    protected $fillable = ['order_id', 'rate_id', 'carrier', 'tracking_number', 'label_path', 'status'];

    public function order()
    {
        return $this->belongsTo(Order::class);
    }
}
