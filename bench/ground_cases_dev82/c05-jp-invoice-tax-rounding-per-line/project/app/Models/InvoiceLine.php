<?php

namespace App\Models;

use App\Enums\TaxRate;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class InvoiceLine extends Model
{
    protected $fillable = ['invoice_id', 'description', 'unit_price', 'quantity', 'tax_rate'];

    protected $casts = [
        'unit_price' => 'integer',
        'quantity' => 'integer',
        'tax_rate' => TaxRate::class,
    ];

    public function invoice(): BelongsTo
    {
        return $this->belongsTo(Invoice::class);
    }

    public function amount(): int
    {
        return $this->unit_price * $this->quantity;
    }
}
