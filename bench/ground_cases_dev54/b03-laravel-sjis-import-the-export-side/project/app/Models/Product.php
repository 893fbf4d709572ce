<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Product extends Model
{
    protected $fillable = ['code', 'name', 'jan', 'price', 'stock_type'];

    protected $casts = [
        'price' => 'integer',
    ];

    public const STOCK_TYPES = [
        '1' => '通常在庫',
        '2' => '取り寄せ',
        '9' => '廃番',
    ];

    public function getStockTypeLabelAttribute(): string
    {
        return self::STOCK_TYPES[$this->stock_type] ?? '不明';
    }

    public function scopeActive($query)
    {
        return $query->where('stock_type', '!=', '9');
    }

    public function getRouteKeyName(): string
    {
        return 'code';
    }
}
