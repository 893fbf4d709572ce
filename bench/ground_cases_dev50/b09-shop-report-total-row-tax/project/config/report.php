<?php

return [
    // 消費税率 (軽減税率の商品は今のところ扱っていない)
    'tax_rate' => (float) env('REPORT_TAX_RATE', 0.10),
    'per_page' => (int) env('REPORT_PER_PAGE', 50),
    'timezone' => 'Asia/Tokyo',
];
