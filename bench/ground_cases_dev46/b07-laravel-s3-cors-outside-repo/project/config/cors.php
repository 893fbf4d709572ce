<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Cross-Origin Resource Sharing (CORS) Configuration
    |--------------------------------------------------------------------------
    |
    | Settings for the Laravel API only. The admin SPA on admin.zakka.jp and
    | the storefront call /api/* from the browser.
    |
    */

    'paths' => ['api/*', 'sanctum/csrf-cookie'],

    'allowed_methods' => ['*'],

    'allowed_origins' => array_filter([
        env('ADMIN_ORIGIN', 'https://admin.zakka.jp'),
        env('STORE_ORIGIN', 'https://zakka.jp'),
        env('APP_ENV') === 'local' ? 'http://localhost:5173' : null,
    ]),

    'allowed_origins_patterns' => [],

    'allowed_headers' => ['*'],

    'exposed_headers' => [],

    'max_age' => 600,

    'supports_credentials' => true,

];
