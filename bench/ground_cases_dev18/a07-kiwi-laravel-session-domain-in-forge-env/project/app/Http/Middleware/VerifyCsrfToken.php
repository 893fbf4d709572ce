<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

class VerifyCsrfToken extends Middleware
{
    /**
     * The URIs that should be excluded from CSRF verification.
     *
     * Webhooks are authenticated by their signature instead.
     *
     * @var array<int, string>
     */
    protected $except = [
        'webhooks/stripe',
        'webhooks/postmark',
    ];

    /**
     * Add the XSRF-TOKEN cookie for the Inertia frontend.
     *
     * @var bool
     */
    protected $addHttpCookie = true;
}
