<?php

namespace App\Providers;

use App\Services\PasswordResetService;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\Facades\Vite;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(PasswordResetService::class, function () {
            return new PasswordResetService(
                ttlMinutes: (int) config('auth.passwords.users.expire', 60),
            );
        });
    }

    public function boot(): void
    {
        Vite::prefetch(concurrency: 3);

        // Never serve the portal over plain HTTP outside local development.
        if ($this->app->environment('production', 'staging')) {
            URL::forceScheme('https');
        }
    }
}
