<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Laravel\Scout\Searchable;

class Product extends Model
{
    use Searchable;

    protected $casts = [
        'tags' => 'array',
        'in_stock' => 'boolean',
    ];

    public function searchableAs(): string
    {
        return 'products';
    }

    public function toSearchableArray(): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'brand' => $this->brand,
            'tags' => $this->tags ?? [],
            'category_id' => $this->category_id,
            'price' => (float) $this->price,
            'sales_count' => (int) $this->sales_count,
            'in_stock' => $this->stock > 0,
            'created_at' => $this->created_at?->timestamp,
        ];
    }
}
