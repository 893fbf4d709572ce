<?php

return [

    'shipengine' => [
        'key' => env('SHIPENGINE_API_KEY'),
        'base_url' => env('SHIPENGINE_BASE_URL', 'https://api.shipengine.com/v1'),
        'label_format' => env('LABEL_FORMAT', 'pdf'),
        'timeout' => 15,
    ],

    'slack' => [
        'ops_webhook' => env('SLACK_OPS_WEBHOOK'),
    ],

];
