<?php

return [

    /*
     * Days after the due date => reminder stage. Each stage is sent once, on that exact day
     * (the command runs every morning at 09:00 JST).
     */
    'reminder_stages' => [
        3 => 'first',
        10 => 'second',
        20 => 'third',
        30 => 'final',
    ],

    /*
     * Slack incoming webhook of #sales-billing. Empty: no notice.
     */
    'sales_webhook' => env('BILLING_SALES_WEBHOOK'),

    /*
     * Sender of the reminder mails (replies go to the accounting team's shared inbox).
     */
    'reminder_from' => env('BILLING_REMINDER_FROM', 'keiri@mikan-soft.jp'),

    'bank_account' => [
        'bank' => 'みかん銀行',
        'branch' => '本店営業部',
        'type' => '普通',
        'number' => '1234567',
        'holder' => 'ミカンソフト（カ',
    ],

];
