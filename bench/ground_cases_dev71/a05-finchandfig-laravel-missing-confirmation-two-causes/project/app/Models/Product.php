<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Product extends Model
{
    protected $casts = ['price_cents' => 'integer', 'active' => 'boolean'];

    public function variants(): HasMany
    {
        return $this->hasMany(Variant::class);
    }

    public function isInStock(): bool
    {
        if ($this->variants()->exists()) {
            return $this->variants()->sum('stock') > 0;
        }

        return $this->stock > 0;
    }
}
