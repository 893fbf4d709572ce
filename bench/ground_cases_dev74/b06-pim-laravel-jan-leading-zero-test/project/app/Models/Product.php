<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Product extends Model
{
    protected $fillable = [
        'jan_code',
        'supplier_code',
        'name',
        'maker',
        'list_price',
        'cost_price',
        'tax_rate',
        'is_active',
    ];

    protected $casts = [
        'list_price' => 'integer',
        'cost_price' => 'integer',
        'tax_rate' => 'integer',
        'is_active' => 'boolean',
    ];

    public function scopeActive($query)
    {
        return $query->where('is_active', true);
    }

    public function margin(): int
    {
        return $this->list_price - $this->cost_price;
    }
}
