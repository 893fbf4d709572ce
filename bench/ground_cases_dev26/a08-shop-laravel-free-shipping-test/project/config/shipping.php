<?php

return [
    // Orders at or above this amount (EUR) ship free inside Germany.
    'free_threshold' => env('SHIPPING_FREE_OVER', 50),

    // Added to the flat rate when the cart holds a bulky item (cents).
    'bulky_surcharge' => 900,

    'eu_countries' => [
        'AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
        'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
    ],
];
