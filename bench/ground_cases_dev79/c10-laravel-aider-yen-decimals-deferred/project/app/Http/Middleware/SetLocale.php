<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\App;
use Symfony\Component\HttpFoundation\Response;

class SetLocale
{
    public const SUPPORTED = ['en', 'zh_CN', 'ja'];

    public function handle(Request $request, Closure $next): Response
    {
        $preferred = $request->user()?->preferredLocale();

        $locale = in_array($preferred, self::SUPPORTED, true)
            ? $preferred
            : ($request->getPreferredLanguage(self::SUPPORTED) ?? config('app.locale'));

        App::setLocale($locale);

        return $next($request);
    }
}
