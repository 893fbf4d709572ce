<?php

return [

    'domain' => env('HORIZON_DOMAIN'),

    'path' => 'horizon',

    'use' => 'default',

    'prefix' => env('HORIZON_PREFIX', 'membership_horizon:'),

    'waits' => [
        'redis:billing' => 60,
    ],

    'trim' => [
        'recent' => 60,
        'completed' => 60,
        'failed' => 10080,
    ],

    'defaults' => [
        'billing-supervisor' => [
            'connection' => 'redis',
            'queue' => ['billing'],
            'balance' => 'auto',
            'maxProcesses' => 6,
            'tries' => 3,
            'timeout' => 120,
        ],
    ],

    'environments' => [
        'production' => [
            'billing-supervisor' => ['maxProcesses' => 12],
        ],
        'local' => [
            'billing-supervisor' => ['maxProcesses' => 2],
        ],
    ],
];
