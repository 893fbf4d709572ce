<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = [
        'number',
        'customer_id',
        'status',
        'net_cents',
        'tax_rate',
        'issued_at',
    ];

    protected $casts = [
        'issued_at' => 'datetime',
        'net_cents' => 'integer',
        'tax_rate' => 'float',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isOverdue(): bool
    {
        return $this->status === 'open' && $this->issued_at->lt(now()->subDays(30));
    }
}
