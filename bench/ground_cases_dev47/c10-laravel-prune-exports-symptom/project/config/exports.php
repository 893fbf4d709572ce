<?php

return [
    /*
    |--------------------------------------------------------------------------
    | Export retention
    |--------------------------------------------------------------------------
    |
    | exports:prune deletes finished and failed exports (and their files)
    | older than this many days. Override per run with --days.
    |
    */
    'retention_days' => (int) env('EXPORT_RETENTION_DAYS', 30),

    /*
    | Disk the export files are written to (see config/filesystems.php).
    */
    'disk' => env('EXPORT_DISK', 'exports'),

    /*
    | Rows per chunk when writing CSV/XLSX files.
    */
    'chunk_size' => 1000,
];
