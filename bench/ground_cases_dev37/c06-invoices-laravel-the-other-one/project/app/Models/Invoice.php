<?php

namespace App\Models;

use App\Enums\InvoiceStatus;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'issued_at', 'amount_cents', 'tax_cents', 'status'];

    protected $casts = [
        'issued_at' => 'datetime',
        'amount_cents' => 'integer',
        'tax_cents' => 'integer',
        'status' => InvoiceStatus::class,
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function totalCents(): int
    {
        return $this->amount_cents + $this->tax_cents;
    }
}
