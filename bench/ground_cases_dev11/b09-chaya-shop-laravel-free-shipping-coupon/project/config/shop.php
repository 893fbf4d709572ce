<?php

return [
    // 送料（円）。free_shipping_threshold 以上の注文は無料
    'shipping_fee' => (int) env('SHOP_SHIPPING_FEE', 600),
    'free_shipping_threshold' => (int) env('SHOP_FREE_SHIPPING_THRESHOLD', 5000),
    'tax_rate' => (float) env('SHOP_TAX_RATE', 0.10),
];
