<?php

return [
    'default' => env('FILESYSTEM_DISK', 'local'),

    // Where uploaded receipts go. Production sets RECEIPTS_DISK=s3.
    'receipts_disk' => env('RECEIPTS_DISK', 'local'),

    'disks' => [
        'local' => [
            'driver' => 'local',
            'root' => storage_path('app/private'),
            'throw' => false,
        ],

        's3' => [
            'driver' => 's3',
            'key' => env('AWS_ACCESS_KEY_ID'),
            'secret' => env('AWS_SECRET_ACCESS_KEY'),
            'region' => env('AWS_DEFAULT_REGION'),
            'bucket' => env('AWS_BUCKET'),
            'visibility' => 'private',
            'throw' => false,
        ],
    ],
];
