<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    */

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
        'scheme' => 'https',
    ],

    'payhub' => [
        'base_url' => env('PAYHUB_BASE_URL', 'https://api.payhub.example-pay.cn'),
        'app_id' => env('PAYHUB_APP_ID'),
        'app_secret' => env('PAYHUB_APP_SECRET'),
        'webhook_secret' => env('PAYHUB_WEBHOOK_SECRET'),
        'timeout' => (int) env('PAYHUB_TIMEOUT', 10),
    ],

    'aliyun_sms' => [
        'access_key_id' => env('ALIYUN_SMS_KEY_ID'),
        'access_key_secret' => env('ALIYUN_SMS_KEY_SECRET'),
        'sign_name' => env('ALIYUN_SMS_SIGN_NAME', '优选小铺'),
        'template_order_paid' => env('ALIYUN_SMS_TPL_ORDER_PAID'),
    ],

];
