<?php

use App\Models\Product;

return [
    'driver' => env('SCOUT_DRIVER', 'meilisearch'),
    'prefix' => env('SCOUT_PREFIX', ''),
    'queue' => env('SCOUT_QUEUE', true),
    'chunk' => [
        'searchable' => 500,
    ],
    'meilisearch' => [
        'host' => env('MEILISEARCH_HOST', 'http://127.0.0.1:7700'),
        'key' => env('MEILISEARCH_KEY'),
        'index-settings' => [
            Product::class => [
                'searchableAttributes' => ['title', 'brand', 'tags'],
                'filterableAttributes' => ['category_id', 'brand', 'in_stock'],
                'sortableAttributes' => ['price', 'sales_count', 'created_at'],
                'rankingRules' => ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
                'typoTolerance' => [
                    'disableOnNumbers' => true,
                ],
            ],
        ],
    ],
];
