<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class InvoiceItem extends Model
{
    protected $fillable = ['position', 'article_no', 'description', 'quantity', 'unit', 'unit_price', 'vat_rate'];

    protected $casts = [
        'quantity' => 'float',
        'unit_price' => 'float',
        // Copied from the article when the invoice is created (19 or 7).
        'vat_rate' => 'float',
    ];

    public function invoice()
    {
        return $this->belongsTo(Invoice::class);
    }

    public function lineTotal(): float
    {
        return round($this->quantity * $this->unit_price, 2);
    }
}
