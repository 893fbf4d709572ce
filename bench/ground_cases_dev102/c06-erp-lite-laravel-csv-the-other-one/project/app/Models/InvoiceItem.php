<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * @property string $name
 * @property int $quantity
 * @property float $unit_price
 * @property float $vat_rate  0.13, 0.06 or 0 (tax-exempt)
 */
class InvoiceItem extends Model
{
    protected $fillable = ['invoice_id', 'name', 'quantity', 'unit_price', 'vat_rate'];

    protected $casts = [
        'quantity' => 'integer',
        'unit_price' => 'float',
        'vat_rate' => 'float',
    ];

    public function invoice(): BelongsTo
    {
        return $this->belongsTo(Invoice::class);
    }

    public function isTaxExempt(): bool
    {
        return $this->vat_rate == 0.0;
    }
}
