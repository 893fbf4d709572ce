<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * @property int $id
 * @property string $number
 * @property string $currency
 * @property int|null $total_cents  NULL for orders created before 2025-10-20 until backfilled
 * @property string $status
 */
class Order extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'currency', 'status'];

    protected $casts = [
        'total_cents' => 'integer',
        'placed_at' => 'datetime',
    ];

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function totalFromItems(): int
    {
        return (int) $this->items->sum(fn (OrderItem $item) => $item->lineTotalCents());
    }
}
