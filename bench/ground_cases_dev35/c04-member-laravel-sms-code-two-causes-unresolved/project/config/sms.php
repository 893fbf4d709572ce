<?php

return [

    /*
    |--------------------------------------------------------------------------
    | 短信验证码
    |--------------------------------------------------------------------------
    |
    | 阿里云短信, 签名和模板在控制台申请.
    |
    */

    'access_key_id' => env('ALIYUN_SMS_KEY_ID'),
    'access_key_secret' => env('ALIYUN_SMS_KEY_SECRET'),
    'sign_name' => env('ALIYUN_SMS_SIGN', '开元会员'),

    // 验证码有效期(分钟)
    'code_ttl' => env('SMS_CODE_TTL', 5),

    // 同一个验证码最多可以试几次
    'max_tries' => 5,

    'templates' => [
        'login' => 'SMS_465320118',
        'register' => 'SMS_465320121',
        'reset_password' => 'SMS_465320125',
        'bind_phone' => 'SMS_465320130',
    ],

    'debug_phones' => array_filter(explode(',', env('SMS_DEBUG_PHONES', ''))),

];
