<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use NumberFormatter;

class Order extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'status', 'total_cents', 'currency'];

    protected $casts = [
        'total_cents' => 'integer',
        'shipped_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function shipments(): HasMany
    {
        return $this->hasMany(Shipment::class);
    }

    public function formattedTotal(): string
    {
        $fmt = new NumberFormatter('de_DE', NumberFormatter::CURRENCY);

        return $fmt->formatCurrency($this->total_cents / 100, $this->currency);
    }
}
