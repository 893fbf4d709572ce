<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class InvoiceItem extends Model
{
    use HasFactory;

    protected $fillable = ['description', 'unit_price', 'quantity', 'tax_rate'];

    protected $casts = [
        'unit_price' => 'integer',
        'quantity' => 'integer',
        'tax_rate' => 'decimal:2',
    ];

    public function invoice(): BelongsTo
    {
        return $this->belongsTo(Invoice::class);
    }

    /** 税抜の小計（円） */
    public function subtotal(): int
    {
        return $this->unit_price * $this->quantity;
    }

    /** 税額（円、切り捨て） */
    public function tax(): int
    {
        return (int) floor($this->subtotal() * (float) $this->tax_rate);
    }
}
