<?php

return [
    /*
    |--------------------------------------------------------------------------
    | 微信小程序
    |--------------------------------------------------------------------------
    | AppID / AppSecret 在 微信公众平台 -> 开发管理 -> 开发设置 里查看。
    | 生产环境的值放在部署平台的 Secret 里，不要提交到仓库。
    */
    'mini' => [
        'app_id' => env('WECHAT_MINI_APPID', ''),
        'secret' => env('WECHAT_MINI_SECRET', ''),
    ],

    /*
    |--------------------------------------------------------------------------
    | 微信支付 v3
    |--------------------------------------------------------------------------
    */
    'pay' => [
        'mch_id' => env('WECHAT_PAY_MCHID', ''),
        'serial_no' => env('WECHAT_PAY_SERIAL_NO', ''),
        'api_v3_key' => env('WECHAT_PAY_API_V3_KEY', ''),
        'private_key_path' => env('WECHAT_PAY_KEY_PATH', storage_path('certs/apiclient_key.pem')),
        'notify_url' => env('WECHAT_PAY_NOTIFY_URL', ''),
    ],

    'http_timeout' => (int) env('WECHAT_HTTP_TIMEOUT', 5),
];
