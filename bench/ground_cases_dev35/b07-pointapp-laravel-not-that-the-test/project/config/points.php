<?php

return [
    // 購入金額(税抜)に対する基本還元率
    'rate' => (float) env('POINT_RATE', 0.05),

    // 1注文あたりの付与上限
    'max_per_order' => (int) env('POINT_MAX_PER_ORDER', 5000),

    // 付与から失効までの日数
    'expires_after_days' => 365,
];
