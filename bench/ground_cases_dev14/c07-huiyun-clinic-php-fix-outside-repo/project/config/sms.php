<?php

return [
    /*
    | "aliyun" sends through Dysmsapi; "log" only writes the message to the log
    | (local and CI).
    */
    'driver' => env('SMS_DRIVER', 'log'),

    'aliyun' => [
        'access_key_id' => env('SMS_ACCESS_KEY_ID'),
        'access_key_secret' => env('SMS_ACCESS_KEY_SECRET'),
        'endpoint' => env('SMS_ENDPOINT', 'https://dysmsapi.aliyuncs.com'),
        'region' => 'cn-hangzhou',
    ],

    // The signature shown in 【】 at the start of every message. It must be
    // approved in the Aliyun SMS console under the same account as the key.
    'sign_name' => env('SMS_SIGN_NAME', '汇云'),

    'templates' => [
        'reminder' => env('SMS_TEMPLATE_REMINDER'),
        'verify_code' => env('SMS_TEMPLATE_VERIFY', 'SMS_470215884'),
    ],

    // Don't text patients at night.
    'quiet_hours' => ['from' => '21:00', 'to' => '08:00'],

    'retry' => [
        'times' => 3,
        'backoff_seconds' => [30, 120, 600],
    ],
];
