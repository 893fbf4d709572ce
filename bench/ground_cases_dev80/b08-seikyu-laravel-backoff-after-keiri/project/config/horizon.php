<?php

return [

    'use' => 'default',

    'prefix' => env('HORIZON_PREFIX', 'seikyu_horizon:'),

    'waits' => [
        'redis:default' => 60,
        'redis:mail' => 120,
    ],

    'trim' => [
        'recent' => 60,
        'completed' => 60,
        'failed' => 10080,
    ],

    'defaults' => [
        'supervisor-mail' => [
            'connection' => 'redis',
            'queue' => ['mail'],
            'balance' => 'simple',
            'maxProcesses' => 3,
            'tries' => 0,
            'timeout' => 150,
        ],
    ],

    'environments' => [
        'production' => [
            'supervisor-mail' => [
                'maxProcesses' => 5,
            ],
        ],
        'local' => [
            'supervisor-mail' => [
                'maxProcesses' => 1,
            ],
        ],
    ],

];
