<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class Sale extends Model
{
    use HasFactory;

    protected $fillable = ['order_number', 'product_code', 'product_name', 'quantity', 'amount', 'sold_at'];

    protected function casts(): array
    {
        return [
            'quantity' => 'integer',
            'amount' => 'integer',
            'sold_at' => 'immutable_datetime',
        ];
    }
}
