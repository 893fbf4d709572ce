<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['customer_id', 'number', 'amount_cents', 'due_at', 'paid_at', 'reminded_at'];

    protected $casts = [
        'due_at' => 'datetime',
        'paid_at' => 'datetime',
        'reminded_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isPaid(): bool
    {
        return $this->paid_at !== null;
    }
}
