<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Symfony\Component\HttpFoundation\Response;

/**
 * At most a few reset e-mails per client per hour, so the form can't be used to
 * flood someone's inbox.
 */
class ThrottlePasswordResets
{
    public function handle(Request $request, Closure $next): Response
    {
        $key = 'password-reset:'.$request->ip();
        $max = (int) config('auth.passwords.users.throttle_per_hour', 5);

        if (RateLimiter::tooManyAttempts($key, $max)) {
            $seconds = RateLimiter::availableIn($key);

            return back()->withErrors([
                'email' => __('Too many reset requests. Try again in :minutes minutes.', [
                    'minutes' => (int) ceil($seconds / 60),
                ]),
            ]);
        }

        RateLimiter::hit($key, 3600);

        return $next($request);
    }
}
