<?php

return [
    /*
    |--------------------------------------------------------------------------
    | Feature flags
    |--------------------------------------------------------------------------
    | true/false, or ['percent' => 0-100, 'users' => [ids]] for a gradual rollout.
    | Override per environment with FEATURE_<NAME>=true|false (see FeatureFlags).
    */
    'flags' => [
        'invoice_pdf_v2' => true,
        'bulk_coupon_import' => ['percent' => 25, 'users' => [1, 42]],
        'shop_analytics_beta' => false,
        'new_export_ui' => false,
    ],
];
