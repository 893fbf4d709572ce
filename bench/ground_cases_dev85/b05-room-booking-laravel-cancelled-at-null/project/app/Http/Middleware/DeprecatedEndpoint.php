<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Symfony\Component\HttpFoundation\Response;

/**
 * Marks a route as deprecated (RFC 9745 Deprecation, RFC 8594 Sunset).
 * Usage: ->middleware('deprecated:2026-03-31,/api/bookings')
 */
class DeprecatedEndpoint
{
    public function handle(Request $request, Closure $next, string $sunset, ?string $successor = null): Response
    {
        $response = $next($request);

        $response->headers->set('Deprecation', 'true');
        $response->headers->set('Sunset', Carbon::parse($sunset.' 00:00:00', 'Asia/Tokyo')->utc()->toRfc7231String());
        if ($successor !== null) {
            $response->headers->set('Link', '<'.$successor.'>; rel="successor-version"');
        }

        return $response;
    }
}
