<?php

return [
    'v1' => [
        // The day v1 stops answering. Announced to partners in the 2025-10 newsletter.
        'sunset' => env('API_V1_SUNSET', '2026-03-31'),
        'migration_guide' => 'https://open.yunpiao.cn/docs/migrate-v1-to-v2',
    ],
    'v2' => [
        'per_page_default' => 20,
        'per_page_max' => 100,
    ],
];
