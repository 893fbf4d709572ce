<?php

return [
    // 全国一律の基本送料 (税込)
    'base_fee' => 880,

    // この金額以上で基本送料無料 (離島・遠隔地の追加料金は無料にならない)
    'free_shipping_threshold' => 8000,

    // 郵便番号の先頭 3 桁 => ゾーン
    'zones' => [
        'okinawa' => [
            'prefixes' => ['900', '901', '902', '903', '904', '905', '906', '907'],
            'surcharge' => 0,
        ],
        'okinawa_islands' => [
            'prefixes' => ['906', '907'],
            'surcharge' => 1650,
        ],
        'izu_ogasawara' => [
            'prefixes' => ['100'],
            'surcharge' => 2200,
        ],
        'hokkaido_remote' => [
            'prefixes' => ['097', '098'],
            'surcharge' => 1100,
        ],
    ],

    // 離島フラグ付き住所の追加料金 (2025-11 追加)
    'remote_island_fee' => 1650,
];
