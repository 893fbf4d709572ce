<?php

return [
    'driver' => env('PUSH_DRIVER', 'fcm'),

    'fcm' => [
        'project_id' => env('FCM_PROJECT_ID'),
        'credentials' => env('FCM_CREDENTIALS', storage_path('app/firebase.json')),
        'timeout' => env('FCM_TIMEOUT', 5),
    ],

    // Pushes held back during quiet hours are collapsed into one summary at the end.
    'quiet_hours' => [
        'default_start' => '22:00',
        'default_end' => '08:00',
    ],

    'body_limit' => 100,
];
