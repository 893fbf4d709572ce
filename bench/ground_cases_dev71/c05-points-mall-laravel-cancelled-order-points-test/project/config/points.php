<?php

return [
    // 每消费 1 元获得的积分
    'earn_per_yuan' => (int) env('POINTS_EARN_PER_YUAN', 1),

    // 多少积分抵 1 元
    'redeem_rate' => 100,

    // 单笔订单最多抵扣订单金额的比例
    'max_redeem_ratio' => 0.5,

    // 发放的积分多少天后过期
    'ttl_days' => env('POINTS_TTL_DAYS', 365),
];
