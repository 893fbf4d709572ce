<?php

return [
    'sendgrid' => [
        'key' => env('SENDGRID_API_KEY'),
        'from' => env('SENDGRID_FROM', 'noreply@yoyaku-salon.jp'),
        'endpoint' => 'https://api.sendgrid.com/v3/mail/send',
        'timeout' => 10,
    ],

    'line' => [
        'channel_token' => env('LINE_CHANNEL_TOKEN'),
    ],
];
