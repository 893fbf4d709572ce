<?php

return [
    'domain' => env('HORIZON_DOMAIN'),
    'path' => 'horizon',
    'use' => 'default',
    'prefix' => env('HORIZON_PREFIX', 'hanamaru_horizon:'),
    'middleware' => ['web', 'auth.admin'],

    'waits' => [
        'redis:default' => 60,
        'redis:mail' => 120,
    ],

    'trim' => [
        'recent' => 60,
        'pending' => 60,
        'completed' => 60,
        'failed' => 10080,
    ],

    'defaults' => [
        'supervisor-default' => [
            'connection' => 'redis',
            'queue' => ['default'],
            'balance' => 'auto',
            'maxProcesses' => 4,
            'timeout' => 60,
            'tries' => 1,
        ],
        'supervisor-mail' => [
            'connection' => 'redis',
            'queue' => ['mail'],
            'balance' => 'simple',
            'maxProcesses' => 3,
            'timeout' => 150,
            'tries' => 3,
        ],
    ],

    'environments' => [
        'production' => [
            'supervisor-default' => ['maxProcesses' => 8],
            'supervisor-mail' => ['maxProcesses' => 3],
        ],
    ],
];
