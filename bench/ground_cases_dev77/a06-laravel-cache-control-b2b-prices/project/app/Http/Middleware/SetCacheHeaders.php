<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Lets Cloudflare cache read-only API responses.
 */
class SetCacheHeaders
{
    public function handle(Request $request, Closure $next): Response
    {
        $response = $next($request);

        if (! $request->isMethod('GET') || $response->getStatusCode() !== 200) {
            $response->headers->set('Cache-Control', 'no-store');

            return $response;
        }

        $response->headers->set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
        $response->headers->set('Vary', 'Accept-Encoding');

        return $response;
    }
}
