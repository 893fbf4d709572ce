<?php

use App\Models\Product;

return [
    'driver' => env('SCOUT_DRIVER', 'meilisearch'),

    'prefix' => env('SCOUT_PREFIX', ''),

    'queue' => [
        'connection' => 'redis',
        'queue' => 'scout',
    ],

    'after_commit' => true,

    'chunk' => [
        'searchable' => 500,
        'unsearchable' => 500,
    ],

    'soft_delete' => false,

    'meilisearch' => [
        'host' => env('MEILISEARCH_HOST', 'http://localhost:7700'),
        'key' => env('MEILISEARCH_KEY'),
        'index-settings' => [
            Product::class => [
                'searchableAttributes' => ['name', 'description', 'brand'],
                'filterableAttributes' => ['is_published', 'category_id'],
                'sortableAttributes' => ['created_at', 'price'],
            ],
        ],
    ],
];
