<?php

return [
    // 取引先から SFTP で届く商品マスタ
    'products' => [
        'path' => env('IMPORT_PRODUCTS_PATH', storage_path('app/import/products')),
        'pattern' => 'shohin_*.csv',
        'archive' => storage_path('app/import/archive'),
        'delimiter' => ',',
        // UTF-8 として読めないファイルをこのエンコーディングとみなして変換する
        'fallback_encoding' => env('IMPORT_PRODUCTS_ENCODING', 'SJIS-win'),
    ],
];
