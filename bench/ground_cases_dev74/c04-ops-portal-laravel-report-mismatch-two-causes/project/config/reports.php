<?php

return [
    // Where generated reports are stored (a disk from config/filesystems.php).
    'disk' => env('REPORTS_DISK', 's3'),
    'path' => 'reports/sales',

    // Who gets the monthly sales report by mail.
    'monthly_sales_recipients' => array_filter(explode(',', env('MONTHLY_SALES_RECIPIENTS', ''))),

    // Order statuses that count as revenue in the monthly report.
    'revenue_statuses' => ['paid'],
];
