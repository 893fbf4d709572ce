<?php

namespace App\Providers;

use App\Listeners\SendWelcomeEmail;
use App\Listeners\TrackLogin;
use App\Models\User;
use App\Observers\UserObserver;
use Illuminate\Auth\Events\Login;
use Illuminate\Auth\Events\Registered;
use Illuminate\Auth\Listeners\SendEmailVerificationNotification;
use Illuminate\Foundation\Support\Providers\EventServiceProvider as ServiceProvider;

class EventServiceProvider extends ServiceProvider
{
    /**
     * The event to listener mappings for the application.
     *
     * @var array<class-string, array<int, class-string>>
     */
    protected $listen = [
        Registered::class => [
            SendEmailVerificationNotification::class,
            SendWelcomeEmail::class,
        ],
        Login::class => [
            TrackLogin::class,
        ],
    ];

    public function boot(): void
    {
        User::observe(UserObserver::class);
    }

    /**
     * Listeners are registered explicitly above; discovery would register them twice.
     */
    public function shouldDiscoverEvents(): bool
    {
        return false;
    }
}
