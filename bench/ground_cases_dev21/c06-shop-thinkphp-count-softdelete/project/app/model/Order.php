<?php
declare(strict_types=1);

namespace app\model;

use think\Model;
use think\model\concern\SoftDelete;

class Order extends Model
{
    use SoftDelete;

    protected $name = 'order';
    protected $deleteTime = 'delete_time';
    protected $defaultSoftDelete = 0;
    protected $autoWriteTimestamp = true;

    // 0 待支付 1 已支付 2 已发货 3 已完成 4 已取消
    public const STATUS_TEXT = [
        0 => '待支付',
        1 => '已支付',
        2 => '已发货',
        3 => '已完成',
        4 => '已取消',
    ];

    public function getStatusTextAttr($value, $data): string
    {
        return self::STATUS_TEXT[$data['status']] ?? '未知';
    }

    public function items()
    {
        return $this->hasMany(OrderItem::class, 'order_id');
    }
}
