<?php

return [
    // Business timezone: months and days in reports are Berlin months and days.
    'timezone' => env('REPORTS_TZ', 'Europe/Berlin'),

    'commission' => [
        'rate' => (float) env('COMMISSION_RATE', 0.075),
        'recipients' => explode(',', env('COMMISSION_REPORT_TO', 'finance@talvik.de')),
        'disk' => env('REPORTS_DISK', 's3'),
    ],
];
