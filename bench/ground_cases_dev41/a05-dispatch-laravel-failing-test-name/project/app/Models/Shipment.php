<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Shipment extends Model
{
    use HasFactory;

    public const STATUSES = ['pending', 'picked', 'dispatched', 'delivered', 'returned'];

    protected $fillable = [
        'order_id',
        'carrier',
        'service',
        'status',
        'tracking_number',
        'dispatch_on',
        'estimated_delivery_on',
    ];

    protected $casts = [
        'dispatch_on' => 'date',
        'estimated_delivery_on' => 'date',
    ];

    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }
}
