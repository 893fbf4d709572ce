<?php

return [

    'name' => env('APP_NAME', 'Shop'),

    'env' => env('APP_ENV', 'production'),

    'debug' => (bool) env('APP_DEBUG', false),

    /*
    | Used by the console and queued jobs to build absolute URLs (route(), url()),
    | since there is no incoming request to take the host from.
    */
    'url' => env('APP_URL', 'http://localhost'),

    'timezone' => 'Asia/Shanghai',

    'locale' => 'zh_CN',

    'fallback_locale' => 'en',

    'cipher' => 'AES-256-CBC',

    'key' => env('APP_KEY'),

    'maintenance' => [
        'driver' => 'file',
    ],

];
