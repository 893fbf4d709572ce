<?php

return [
    // Largest photo the app accepts, in kilobytes (Laravel's max rule for files).
    'max_kb' => (int) env('UPLOAD_MAX_KB', 10240),

    'thumb_width' => 480,
];
