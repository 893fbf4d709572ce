<?php

namespace App\Providers;

use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Request;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        //
    }

    public function boot(): void
    {
        RateLimiter::for('api', function (Request $request) {
            return Limit::perMinute(60)->by($request->user()?->id ?: $request->ip());
        });

        RateLimiter::for('password-reset', function (Request $request) {
            return Limit::perHour(5)->by(strtolower((string) $request->input('email')).'|'.$request->ip());
        });

        ResetPassword::createUrlUsing(function ($user, string $token) {
            return config('app.frontend_url').'/reset-password?token='.$token.'&email='.urlencode($user->email);
        });

        ResetPassword::toMailUsing(function ($user, string $token) {
            $minutes = config('auth.passwords.'.config('auth.defaults.passwords').'.expire');
            $url = config('app.frontend_url').'/reset-password?token='.$token.'&email='.urlencode($user->email);

            return (new MailMessage)
                ->subject('Reset your Ledgerly password')
                ->greeting("Hi {$user->name},")
                ->line('We received a request to reset the password for your Ledgerly account.')
                ->action('Choose a new password', $url)
                ->line("This link is valid for {$minutes} minutes.")
                ->line('If you did not ask for this, you can ignore this email.');
        });
    }
}
