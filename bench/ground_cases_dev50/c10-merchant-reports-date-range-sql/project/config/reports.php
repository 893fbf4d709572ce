<?php

return [
    // seconds a merchant's revenue report stays cached
    'cache_ttl' => env('REPORTS_CACHE_TTL', 600),

    // longest range a single report may cover
    'max_range_days' => 366,

    // where exported spreadsheets are written (storage disk)
    'export_disk' => env('REPORTS_EXPORT_DISK', 's3'),
];
