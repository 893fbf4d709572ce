<?php
declare(strict_types=1);

namespace app\model;

use think\Model;

class OrderItem extends Model
{
    protected $name = 'order_item';
}
