<?php

return [
    'app_id' => env('ALIPAY_APP_ID'),
    'private_key_path' => storage_path('certs/alipay_app_private.pem'),
    'alipay_public_key_path' => storage_path('certs/alipay_public.pem'),

    // sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do
    'gateway' => env('ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'),

    'notify_url' => env('APP_URL') . '/api/pay/alipay/notify',
    'sign_type' => 'RSA2',
    'charset' => 'utf-8',
    'timeout' => 10,
];
