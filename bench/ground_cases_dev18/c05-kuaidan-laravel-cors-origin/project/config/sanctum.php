<?php

use Laravel\Sanctum\Sanctum;

return [

    'stateful' => explode(',', env('SANCTUM_STATEFUL_DOMAINS', sprintf(
        '%s%s',
        'localhost,localhost:3000,localhost:5173,127.0.0.1,127.0.0.1:8000,::1,app.kuaidan.cn',
        Sanctum::currentApplicationUrlWithPort()
    ))),

    'guard' => ['web'],

    // Admin tokens are personal access tokens; expire them after a working week.
    'expiration' => 60 * 24 * 7,

    'token_prefix' => env('SANCTUM_TOKEN_PREFIX', 'kd_'),

    'middleware' => [
        'authenticate_session' => Laravel\Sanctum\Http\Middleware\AuthenticateSession::class,
        'encrypt_cookies' => Illuminate\Cookie\Middleware\EncryptCookies::class,
        'validate_csrf_token' => Illuminate\Foundation\Http\Middleware\ValidateCsrfToken::class,
    ],

];
