<?php

return [
    'home_country' => env('BILLING_HOME_COUNTRY', 'DE'),

    // VAT rate per customer country.
    'vat_rates' => [
        'DE' => 0.19,
        'FR' => 0.20,
        'NL' => 0.21,
        'AT' => 0.20,
        'IT' => 0.22,
        'ES' => 0.21,
        'CN' => 0.0,
        'US' => 0.0,
    ],

    'eu_countries' => ['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'NL', 'PL', 'SE'],
];
