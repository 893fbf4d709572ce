<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class LedgerEntry extends Model
{
    protected $fillable = [
        'provider',
        'provider_ref',
        'order_ref',
        'kind',
        'amount',
        'currency',
        'booked_at',
    ];

    protected $casts = [
        'amount' => 'decimal:2',
        'booked_at' => 'datetime',
    ];
}
