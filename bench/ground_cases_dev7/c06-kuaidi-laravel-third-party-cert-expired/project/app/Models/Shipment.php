<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Shipment extends Model
{
    protected $fillable = ['order_no', 'carrier_code', 'tracking_no', 'status', 'traces', 'last_synced_at'];

    protected $casts = [
        'traces' => 'array',
        'last_synced_at' => 'datetime',
    ];
}
