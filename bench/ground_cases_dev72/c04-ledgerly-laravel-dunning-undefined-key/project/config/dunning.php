<?php

return [
    // days to wait before the next charge attempt, one entry per failed attempt
    'retry_days' => [3, 5, 7],

    // mail template for each failed attempt, in order
    'templates' => [
        'payment_failed_first',
        'payment_failed_second',
        'payment_failed_final',
    ],

    // the workspace is suspended once this many attempts have failed
    'suspend_after_attempts' => 4,

    'support_email' => env('DUNNING_SUPPORT_EMAIL', 'billing@ledgerly.io'),
];
