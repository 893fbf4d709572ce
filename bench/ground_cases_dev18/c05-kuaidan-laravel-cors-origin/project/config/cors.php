<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Cross-Origin Resource Sharing (CORS) Configuration
    |--------------------------------------------------------------------------
    |
    | Which front-ends may call this API from a browser. The customer app and
    | the marketing site are on kuaidan.cn; the ops back office (admin) moved
    | to its own subdomain in v3.
    |
    */

    'paths' => ['api/*', 'admin-api/*', 'sanctum/csrf-cookie'],

    'allowed_methods' => ['*'],

    'allowed_origins' => array_values(array_filter([
        'https://app.kuaidan.cn',
        'https://www.kuaidan.cn',
        'https://admin.kuaidan.com',
        env('APP_ENV') === 'local' ? 'http://localhost:5173' : null,
    ])),

    'allowed_origins_patterns' => [],

    'allowed_headers' => ['*'],

    'exposed_headers' => ['X-Total-Count'],

    'max_age' => 600,

    'supports_credentials' => false,

];
