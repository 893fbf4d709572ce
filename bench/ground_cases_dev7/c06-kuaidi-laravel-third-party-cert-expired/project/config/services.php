<?php

return [

    'sudi100' => [
        'base_url' => env('SUDI100_BASE_URL', 'https://api.sudi100.cn'),
        'customer' => env('SUDI100_CUSTOMER'),
        'key' => env('SUDI100_KEY'),
    ],

    'wecom' => [
        'webhook' => env('WECOM_ALERT_WEBHOOK'),
    ],

];
