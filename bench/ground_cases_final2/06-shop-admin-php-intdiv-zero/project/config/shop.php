<?php

return [
    // 注文金額 (orders.total) は税込で保存している
    'prices_include_tax' => env('SHOP_PRICES_INCLUDE_TAX', true),
    'tax_rate' => 0.10,
    'low_stock_threshold' => 5,
];
