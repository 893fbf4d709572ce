<?php

return [
    // Currencies our sellers can be paid out in (Stripe Connect external accounts).
    'currencies' => ['EUR', 'DKK', 'NOK', 'SEK'],

    // Where the monthly report for finance is written.
    'report_disk' => env('PAYOUT_REPORT_DISK', 'finance'),

    // Platform fee kept on each order, in percent.
    'platform_fee_percent' => 12,
];
