<?php

namespace App\Providers;

use App\Services\PointCalculator;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(PointCalculator::class, fn () => PointCalculator::fromConfig());
    }

    public function boot(): void
    {
    }
}
