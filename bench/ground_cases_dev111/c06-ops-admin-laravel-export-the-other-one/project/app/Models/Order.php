<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;

class Order extends Model
{
    use SoftDeletes;

    protected $fillable = [
        'customer_id',
        'status',
        'total_cents',
        'currency',
        'paid_at',
    ];

    protected $casts = [
        'paid_at' => 'datetime',
        'total_cents' => 'integer',
    ];

    public function customer()
    {
        return $this->belongsTo(Customer::class);
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2) . ' ' . $this->currency;
    }
}
