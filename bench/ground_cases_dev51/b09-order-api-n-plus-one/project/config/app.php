<?php

return [
    'name' => env('APP_NAME', 'order-api'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://localhost'),
    'timezone' => env('APP_TIMEZONE', 'Asia/Tokyo'),
    'locale' => 'ja',
    'fallback_locale' => 'en',
    'faker_locale' => 'ja_JP',
    'cipher' => 'AES-256-CBC',
    'key' => env('APP_KEY'),
];
