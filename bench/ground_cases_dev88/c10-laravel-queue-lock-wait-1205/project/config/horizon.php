<?php

return [
    'prefix' => env('HORIZON_PREFIX', 'stock-center:horizon:'),

    'waits' => [
        'redis:default' => 60,
        'redis:inventory' => 900,
    ],

    'trim' => [
        'recent' => 60,
        'completed' => 60,
        'failed' => 10080,
    ],

    'environments' => [
        'production' => [
            'supervisor-1' => [
                'connection' => 'redis',
                'queue' => ['default'],
                'balance' => 'auto',
                'maxProcesses' => 12,
                'tries' => 3,
                'timeout' => 90,
            ],
            'supervisor-inventory' => [
                'connection' => 'redis',
                'queue' => ['inventory'],
                'balance' => 'simple',
                'maxProcesses' => 4,
                'tries' => 3,
                'timeout' => 300,
            ],
        ],
        'local' => [
            'supervisor-1' => [
                'connection' => 'redis',
                'queue' => ['default'],
                'maxProcesses' => 3,
            ],
        ],
    ],
];
