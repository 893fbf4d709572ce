<?php

namespace App\Providers;

use App\Services\ShippingCalculator;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(ShippingCalculator::class, fn () => new ShippingCalculator(config('shipping')));
    }

    public function boot(): void
    {
        //
    }
}
