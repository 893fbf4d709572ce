<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Order extends Model
{
    protected $casts = [
        'placed_at' => 'datetime',
        'total_cents' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2, '.', '');
    }
}
