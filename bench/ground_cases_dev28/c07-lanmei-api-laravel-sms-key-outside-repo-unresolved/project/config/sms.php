<?php

return [
    'driver' => env('SMS_DRIVER', 'aliyun'),

    'aliyun' => [
        'access_key_id' => env('ALIYUN_SMS_ACCESS_KEY_ID'),
        'access_key_secret' => env('ALIYUN_SMS_ACCESS_KEY_SECRET'),
        'sign_name' => env('ALIYUN_SMS_SIGN_NAME', '蓝莓出行'),
        'templates' => [
            'login_code' => env('ALIYUN_SMS_TPL_LOGIN', 'SMS_46123001'),
            'trip_notice' => env('ALIYUN_SMS_TPL_TRIP', 'SMS_46123017'),
        ],
    ],
];
