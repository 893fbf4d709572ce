<?php

namespace App\Providers;

use App\Models\Order;
use App\Models\User;
use App\Policies\OrderPolicy;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Gate;

class AuthServiceProvider extends ServiceProvider
{
    protected $policies = [
        Order::class => OrderPolicy::class,
    ];

    public function boot(): void
    {
        Gate::before(function (User $user, string $ability) {
            if ($user->isOwner()) {
                return true;
            }

            return null;
        });

        Gate::define('invite-staff', function (User $user) {
            return $user->role === User::ROLE_MANAGER;
        });

        Gate::define('export-orders', function (User $user) {
            return in_array($user->role, [User::ROLE_MANAGER, User::ROLE_OWNER], true);
        });
    }
}
