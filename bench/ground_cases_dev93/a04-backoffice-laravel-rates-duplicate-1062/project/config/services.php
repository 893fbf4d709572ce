<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'rates' => [
        // ECB-style "latest" endpoint: {"base": "EUR", "date": "2025-11-07", "rates": {...}}
        'url' => env('RATES_API_URL', 'https://rates.internal.acme.example/latest'),
    ],

];
