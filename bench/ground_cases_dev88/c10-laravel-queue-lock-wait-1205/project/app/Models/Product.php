<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Product extends Model
{
    protected $fillable = ['sku', 'name', 'stock', 'reserved', 'synced_at'];

    protected $casts = [
        'stock' => 'integer',
        'reserved' => 'integer',
        'synced_at' => 'datetime',
    ];

    public function available(): int
    {
        return max(0, $this->stock - $this->reserved);
    }
}
