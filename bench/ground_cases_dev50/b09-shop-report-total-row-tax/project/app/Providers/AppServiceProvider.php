<?php

namespace App\Providers;

use App\Services\SalesReportService;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(SalesReportService::class, fn () => SalesReportService::fromConfig());
    }

    public function boot(): void
    {
        //
    }
}
