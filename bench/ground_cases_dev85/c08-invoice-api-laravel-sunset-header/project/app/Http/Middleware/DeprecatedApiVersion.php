<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Symfony\Component\HttpFoundation\Response;

/**
 * Marks every response of a deprecated API version:
 * Deprecation, Sunset (the day it stops answering) and a Link to the migration guide.
 */
class DeprecatedApiVersion
{
    public function handle(Request $request, Closure $next, string $version = 'v1'): Response
    {
        $response = $next($request);

        $sunset = Carbon::parse(config("api.{$version}.sunset"), 'Asia/Shanghai')->startOfDay();

        $response->headers->set('Deprecation', 'true');
        $response->headers->set('Sunset', $sunset->toIso8601String());
        $response->headers->set('Link', sprintf('<%s>; rel="deprecation"; type="text/html"', config("api.{$version}.migration_guide")));

        return $response;
    }
}
