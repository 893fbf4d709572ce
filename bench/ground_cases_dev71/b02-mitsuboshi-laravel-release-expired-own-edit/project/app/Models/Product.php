<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Product extends Model
{
    protected $fillable = ['sku', 'name', 'price', 'stock', 'is_published'];

    protected $casts = [
        'price' => 'integer',
        'stock' => 'integer',
        'is_published' => 'boolean',
    ];

    public function reservations(): HasMany
    {
        return $this->hasMany(Reservation::class);
    }

    public function priceWithTax(): int
    {
        return (int) floor($this->price * 1.1);
    }

    public function isSoldOut(): bool
    {
        return $this->stock <= 0;
    }
}
