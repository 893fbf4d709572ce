<?php

namespace App\Providers;

use App\Services\PaypalClient;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(PaypalClient::class, fn () => new PaypalClient(config('services.paypal')));
    }
}
