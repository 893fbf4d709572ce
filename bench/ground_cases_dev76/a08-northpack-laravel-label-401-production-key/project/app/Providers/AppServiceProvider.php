<?php

namespace App\Providers;

use App\Services\ShipEngineClient;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(ShipEngineClient::class, fn () => ShipEngineClient::fromConfig());
    }

    public function boot(): void
    {
        //
    }
}
