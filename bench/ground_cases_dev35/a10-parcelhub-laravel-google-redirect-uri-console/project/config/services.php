<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    |
    | Credentials for Mailgun, Postmark, AWS, Google sign-in and the carriers
    | we pull tracking data from.
    |
    */

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'ses' => [
        'key' => env('AWS_ACCESS_KEY_ID'),
        'secret' => env('AWS_SECRET_ACCESS_KEY'),
        'region' => env('AWS_DEFAULT_REGION', 'eu-west-1'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('GOOGLE_REDIRECT_URI'),
        'allowed_domains' => array_filter(explode(',', env('GOOGLE_ALLOWED_DOMAINS', ''))),
    ],

    'dhl' => [
        'api_key' => env('DHL_API_KEY'),
        'base_url' => env('DHL_BASE_URL', 'https://api-eu.dhl.com/track/shipments'),
    ],

    'dpd' => [
        'username' => env('DPD_USERNAME'),
        'password' => env('DPD_PASSWORD'),
    ],

];
