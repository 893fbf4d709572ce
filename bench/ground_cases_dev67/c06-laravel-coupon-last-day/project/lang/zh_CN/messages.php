<?php

return [
    'coupon_not_found' => '优惠券不存在',
    'coupon_expired' => '优惠券已过期',
    'coupon_used' => '优惠券已使用',
    'coupon_min_amount' => '订单金额未满 :amount 元，不能使用该优惠券',
    'stock_insufficient' => ':name 库存不足',
    'order_created' => '下单成功',
];
