<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Order extends Model
{
    public const STATUS_PENDING = 'pending';
    public const STATUS_PAID = 'paid';
    public const STATUS_COMPLETED = 'completed';   // 用户已确认收货
    public const STATUS_REFUNDED = 'refunded';
    public const STATUS_CLOSED = 'closed';

    /** 计入销售额的状态 */
    public const REVENUE_STATUSES = [self::STATUS_PAID, self::STATUS_COMPLETED];

    protected $casts = [
        'paid_at' => 'datetime',
        'amount' => 'integer',
    ];

    public function shop(): BelongsTo
    {
        return $this->belongsTo(Shop::class);
    }

    public function statusLabel(): string
    {
        return match ($this->status) {
            self::STATUS_PENDING => '待支付',
            self::STATUS_PAID => '已支付',
            self::STATUS_COMPLETED => '已完成',
            self::STATUS_REFUNDED => '已退款',
            self::STATUS_CLOSED => '已关闭',
            default => $this->status,
        };
    }
}
