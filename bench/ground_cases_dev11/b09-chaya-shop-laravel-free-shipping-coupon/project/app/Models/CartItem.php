<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class CartItem extends Model
{
    protected $fillable = ['user_id', 'product_id', 'quantity'];

    protected $casts = ['quantity' => 'integer'];

    protected $appends = ['unit_price'];

    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }

    protected function unitPrice(): Attribute
    {
        return Attribute::get(fn () => (int) $this->product->price);
    }
}
