<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $order_no
 * @property string $customer_name
 * @property string $customer_phone
 * @property \Illuminate\Support\Carbon $starts_at   pickup time
 * @property \Illuminate\Support\Carbon $ends_at     return time
 * @property int $amount_cents
 * @property int $refunded_cents
 * @property string $status
 */
class Rental extends Model
{
    protected $fillable = [
        'order_no', 'customer_name', 'customer_phone', 'starts_at', 'ends_at', 'amount_cents', 'status',
    ];

    protected $casts = [
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
        'cancelled_at' => 'datetime',
        'amount_cents' => 'integer',
        'refunded_cents' => 'integer',
    ];

    public function isCancelled(): bool
    {
        return $this->status === 'cancelled';
    }
}
