<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Payout extends Model
{
    protected $fillable = [
        'seller_id', 'stripe_payout_id', 'amount_minor', 'currency', 'status', 'arrival_date',
    ];

    protected $casts = [
        'amount_minor' => 'integer',
        'arrival_date' => 'date',
        'created_at' => 'datetime',
    ];

    public function seller(): BelongsTo
    {
        return $this->belongsTo(Seller::class);
    }

    /** Amount in major units (kroner, euros). */
    public function amount(): float
    {
        return $this->amount_minor / 100;
    }

    public function scopePaid($query)
    {
        return $query->where('status', 'paid');
    }
}
