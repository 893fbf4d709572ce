<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    public const STATUS_PENDING = 'pending';
    public const STATUS_SHIPPED = 'shipped';
    public const STATUS_CANCELLED = 'cancelled';

    protected $fillable = ['customer_id', 'status', 'total', 'tracking_no'];

    protected $casts = [
        'total' => 'decimal:2',
        'shipped_at' => 'datetime',
    ];

    public function customer()
    {
        return $this->belongsTo(Customer::class);
    }

    public function statusLabel(): string
    {
        $key = 'orders.status_labels.' . $this->status;
        $label = __($key);

        // unknown status (e.g. legacy rows): show the raw value instead of the key
        return $label === $key ? $this->status : $label;
    }
}
