<?php

namespace App\Providers;

use App\Services\KuaidiClient;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(KuaidiClient::class, fn () => KuaidiClient::fromConfig());
    }

    public function boot(): void
    {
    }
}
