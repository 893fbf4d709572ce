<?php

return [
    // 失効バッチを動かすか（ステージングでは false）
    'expire_enabled' => env('POINTS_EXPIRE_ENABLED', true),

    // ポイント付与の通知メール
    'notify_on_earn' => env('POINTS_NOTIFY_ON_EARN', false),

    // 直近12ヶ月の購入額（円）でのランク閾値
    'rank_thresholds' => [
        'gold' => 100000,
        'silver' => 30000,
    ],
];
