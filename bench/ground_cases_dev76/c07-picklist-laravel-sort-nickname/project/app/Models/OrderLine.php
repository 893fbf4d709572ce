<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $order_no
 * @property string $sku
 * @property string $product_name
 * @property string $bin_location
 * @property int $quantity
 * @property string $status
 */
class OrderLine extends Model
{
    protected $fillable = ['order_no', 'sku', 'product_name', 'bin_location', 'quantity', 'status'];
}
