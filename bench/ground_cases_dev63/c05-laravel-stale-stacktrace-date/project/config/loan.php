<?php

return [
    // 还款日、回盘日期按哪个时区解释
    'timezone' => env('LOAN_TIMEZONE', 'Asia/Shanghai'),
    // 月利率保留的小数位
    'rate_scale' => 6,
    // 金额保留到分
    'money_scale' => 2,
    // 回盘文件目录
    'bank_inbox' => env('LOAN_BANK_INBOX', storage_path('bank/inbox')),
];
