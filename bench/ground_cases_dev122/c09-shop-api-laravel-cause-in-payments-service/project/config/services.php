<?php

return [

    'payments' => [
        'base_url' => env('PAYMENTS_BASE_URL', 'http://payments.internal:8080'),
        'token' => env('PAYMENTS_TOKEN'),
        'timeout' => (int) env('PAYMENTS_TIMEOUT', 10),
        'connect_timeout' => 2,
    ],

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
    ],

];
