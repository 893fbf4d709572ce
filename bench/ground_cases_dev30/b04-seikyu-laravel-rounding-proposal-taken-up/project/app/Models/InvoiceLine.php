<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class InvoiceLine extends Model
{
    protected $fillable = ['invoice_id', 'position', 'description', 'unit_price', 'quantity', 'tax_rate'];

    protected $casts = [
        'unit_price' => 'integer',
        'quantity' => 'integer',
        'tax_rate' => 'integer',
    ];

    public function invoice(): BelongsTo
    {
        return $this->belongsTo(Invoice::class);
    }
}
