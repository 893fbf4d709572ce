<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * @property string $number
 * @property \Carbon\Carbon $issued_at
 * @property string $currency
 */
class Invoice extends Model
{
    protected $fillable = ['number', 'customer_id', 'issued_at', 'currency'];

    protected $casts = [
        'issued_at' => 'datetime',
    ];

    public function items(): HasMany
    {
        return $this->hasMany(InvoiceItem::class);
    }

    public function scopeIssuedIn($query, string $from, string $to)
    {
        return $query->whereBetween('issued_at', [$from, $to]);
    }
}
