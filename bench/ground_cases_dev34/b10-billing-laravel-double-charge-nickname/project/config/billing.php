<?php

return [

    /*
    | Payment gateway credentials. The secret key comes from the environment only.
    */
    'gateway' => [
        'base_url' => env('GATEWAY_BASE_URL', 'https://api.gateway.example'),
        'secret_key' => env('GATEWAY_SECRET_KEY'),
        'timeout' => (int) env('GATEWAY_TIMEOUT', 30),
    ],

    /*
    | How many times a monthly charge job is attempted before it is marked failed.
    | Retries are spaced by ChargeSubscription::backoff().
    */
    'charge_tries' => (int) env('BILLING_CHARGE_TRIES', 3),

    /*
    | Days after a failed charge before the subscription is suspended.
    */
    'grace_days' => 7,

    'plans' => [
        'basic' => ['name' => 'ベーシック', 'price' => 980],
        'pro' => ['name' => 'プロ', 'price' => 2980],
        'team' => ['name' => 'チーム', 'price' => 9800],
    ],
];
