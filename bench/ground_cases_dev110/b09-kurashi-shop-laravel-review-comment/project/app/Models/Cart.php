<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Cart extends Model
{
    protected $fillable = ['user_id'];

    public function items(): HasMany
    {
        return $this->hasMany(CartItem::class);
    }

    /** Sum of unit price x quantity, tax excluded. */
    public function subtotal(): int
    {
        return (int) $this->items->sum(fn (CartItem $i) => $i->unit_price * $i->quantity);
    }

    public function isEmpty(): bool
    {
        return $this->items->isEmpty();
    }

    public function itemCount(): int
    {
        return (int) $this->items->sum('quantity');
    }
}
