<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Order extends Model
{
    protected $fillable = ['customer_id', 'status', 'total_cents', 'note'];

    protected $casts = [
        'total_cents' => 'integer',
        'created_at' => 'datetime',
    ];

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function toSummary(): array
    {
        return [
            'id' => $this->id,
            'status' => $this->status,
            'customer' => $this->customer->name,
            'items' => $this->items_count ?? $this->items->count(),
            'total' => number_format($this->total_cents / 100, 2, '.', ''),
            'created_at' => $this->created_at->toIso8601String(),
        ];
    }
}
