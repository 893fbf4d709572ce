<?php

namespace App\Providers;

use App\Services\SendGridMailer;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(SendGridMailer::class, fn () => SendGridMailer::fromConfig());
    }
}
