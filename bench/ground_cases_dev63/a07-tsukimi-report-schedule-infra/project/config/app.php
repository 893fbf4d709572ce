<?php

return [
    'name' => env('APP_NAME', 'Tsukimi Backoffice'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'https://backoffice.tsukimi.jp'),

    // Dates shown to staff and used for "today" / "yesterday" in reports.
    'timezone' => 'Asia/Tokyo',

    'locale' => 'ja',
    'fallback_locale' => 'en',
    'faker_locale' => 'ja_JP',

    'cipher' => 'AES-256-CBC',
    'key' => env('APP_KEY'),

    'maintenance' => [
        'driver' => 'file',
    ],
];
