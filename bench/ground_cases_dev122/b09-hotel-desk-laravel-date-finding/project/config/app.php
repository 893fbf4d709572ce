<?php

return [
    'name' => env('APP_NAME', 'Hotel Desk'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://localhost'),

    // DB and queues store UTC; convert at the edges.
    'timezone' => 'UTC',

    'locale' => 'ja',
    'fallback_locale' => 'en',
    'faker_locale' => 'ja_JP',

    'cipher' => 'AES-256-CBC',
    'key' => env('APP_KEY'),
    'previous_keys' => [
        ...array_filter(explode(',', env('APP_PREVIOUS_KEYS', ''))),
    ],

    'maintenance' => [
        'driver' => env('APP_MAINTENANCE_DRIVER', 'file'),
    ],
];
