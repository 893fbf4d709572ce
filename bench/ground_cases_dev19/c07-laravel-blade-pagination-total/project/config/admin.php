<?php

return [
    // rows per page in admin list views
    'per_page' => env('ADMIN_PER_PAGE', 20),

    // how many days of orders the dashboard chart shows
    'dashboard_days' => 30,

    'export' => [
        'chunk' => 500,
        'disk' => 'local',
    ],
];
