<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use Laravel\Socialite\Facades\Socialite;
use Laravel\Socialite\Two\InvalidStateException;
use Symfony\Component\HttpFoundation\RedirectResponse as SymfonyRedirect;

class GoogleController extends Controller
{
    public function redirect(): SymfonyRedirect
    {
        return Socialite::driver('google')
            ->scopes(['openid', 'email', 'profile'])
            ->with(['hd' => config('services.google.allowed_domains')[0] ?? '*'])
            ->redirect();
    }

    public function callback(): RedirectResponse
    {
        try {
            $google = Socialite::driver('google')->user();
        } catch (InvalidStateException $e) {
            Log::warning('Google sign-in: invalid state', ['message' => $e->getMessage(), 'ip' => request()->ip()]);

            return redirect()->route('login')->withErrors(['email' => 'Google sign-in expired, please try again.']);
        } catch (\Throwable $e) {
            Log::error('Google sign-in failed', ['exception' => $e]);

            return redirect()->route('login')->withErrors(['email' => 'Google sign-in failed, please try again.']);
        }

        $domain = Str::after($google->getEmail(), '@');
        if (! in_array($domain, config('services.google.allowed_domains'), true)) {
            return redirect()->route('login')->withErrors(['email' => 'Use your company Google account.']);
        }

        $user = User::updateOrCreate(
            ['email' => $google->getEmail()],
            ['name' => $google->getName(), 'google_id' => $google->getId(), 'avatar_url' => $google->getAvatar()],
        );

        Auth::login($user, remember: true);

        return redirect()->intended(route('dashboard'));
    }
}
