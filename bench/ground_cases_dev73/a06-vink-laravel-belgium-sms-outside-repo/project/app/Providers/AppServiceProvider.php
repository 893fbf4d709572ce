<?php

namespace App\Providers;

use App\Services\SmsGateway;
use Illuminate\Support\ServiceProvider;
use Twilio\Rest\Client;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(SmsGateway::class, fn () => new SmsGateway(
            new Client(config('services.twilio.sid'), config('services.twilio.token')),
            config('services.twilio.from'),
        ));
    }

    public function boot(): void
    {
    }
}
