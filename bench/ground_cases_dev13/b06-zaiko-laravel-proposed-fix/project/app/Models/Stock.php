<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * On-hand quantity per SKU for the single warehouse (倉庫: 厚木).
 *
 * @property string $sku
 * @property int $quantity
 */
class Stock extends Model
{
    protected $primaryKey = 'sku';

    public $incrementing = false;

    protected $keyType = 'string';

    protected $fillable = ['sku', 'quantity'];

    protected $casts = [
        'quantity' => 'integer',
    ];

    public function movements(): HasMany
    {
        return $this->hasMany(StockMovement::class, 'sku', 'sku');
    }

    public function isLow(int $threshold = 5): bool
    {
        return $this->quantity <= $threshold;
    }
}
