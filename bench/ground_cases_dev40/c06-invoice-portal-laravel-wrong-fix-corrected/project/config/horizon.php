<?php

return [
    'use' => 'default',
    'prefix' => env('HORIZON_PREFIX', 'invoice-portal-horizon:'),

    'defaults' => [
        'invoices' => [
            'connection' => 'redis',
            'queue' => ['invoices'],
            'balance' => 'simple',
            'maxProcesses' => 1,
            'tries' => 3,
            'timeout' => 120,
        ],
        'default' => [
            'connection' => 'redis',
            'queue' => ['default', 'mail'],
            'balance' => 'auto',
            'maxProcesses' => 2,
            'tries' => 3,
            'timeout' => 60,
        ],
    ],

    'environments' => [
        'production' => [
            'invoices' => ['maxProcesses' => 4],
            'default' => ['maxProcesses' => 6],
        ],
        'local' => [
            'invoices' => ['maxProcesses' => 1],
            'default' => ['maxProcesses' => 1],
        ],
    ],
];
