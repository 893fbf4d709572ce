<?php

namespace App\Providers;

use App\Services\TaxCalculator;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(TaxCalculator::class, fn () => new TaxCalculator(config('tax')));
    }

    public function boot(): void
    {
        //
    }
}
