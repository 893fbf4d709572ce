<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Cart extends Model
{
    protected $fillable = ['session_id'];

    public static function forSession(string $sessionId): self
    {
        return static::firstOrCreate(['session_id' => $sessionId]);
    }

    public function items(): HasMany
    {
        return $this->hasMany(CartItem::class);
    }

    public function totalCents(): int
    {
        return $this->items->sum(fn (CartItem $item) => $item->quantity * $item->unit_price_cents);
    }
}
