<?php

return [
    // Standard rate; items carry their own rate (7 % for plants and seeds) since 2019.
    'vat_rate' => env('BILLING_VAT_RATE', 19),

    'payment_terms_days' => 14,

    'company' => [
        'name' => 'Grünwerk Handels GmbH',
        'street' => 'Industriestr. 12',
        'city' => '86150 Augsburg',
        'vat_id' => 'DE 281 554 903',
        'register' => 'HRB 28114 Augsburg',
        'managing_director' => 'M. Aydin',
    ],

    // Switched to Volksbank in January 2025 (ticket OPS-311).
    'bank' => [
        'name' => env('BILLING_BANK_NAME', 'Volksbank Augsburg eG'),
        'iban' => env('BILLING_IBAN'),
        'bic' => env('BILLING_BIC', 'GENODEF1AUB'),
    ],
];
