<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Shop currency and pricing
    |--------------------------------------------------------------------------
    */

    'currency' => env('SHOP_CURRENCY', 'EUR'),

    'prices_include_vat' => true,

    /*
    |--------------------------------------------------------------------------
    | Shipping
    |--------------------------------------------------------------------------
    |
    | Amounts are in cents. The free shipping threshold is compared with the
    | cart subtotal before coupon discounts.
    |
    */

    'shipping' => [
        'free_shipping_threshold' => (int) env('FREE_SHIPPING_THRESHOLD', 5000),
        'default_rate_cents' => 490,
        'weight_steps' => [
            2000 => 300,
            5000 => 700,
            10000 => 1500,
        ],
    ],

    'coupons' => [
        'max_per_order' => 1,
        'stackable_with_sale' => false,
    ],

];
