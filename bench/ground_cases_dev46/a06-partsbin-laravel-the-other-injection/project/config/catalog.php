<?php

return [
    /*
    |--------------------------------------------------------------------------
    | Catalog listing
    |--------------------------------------------------------------------------
    |
    | Page size for product listings when the client does not send per_page,
    | and the image sizes generated on upload.
    |
    */

    'per_page' => env('CATALOG_PER_PAGE', 15),

    'image_sizes' => [
        'thumb' => [160, 160],
        'card' => [480, 360],
        'full' => [1600, 1200],
    ],
];
