<?php

namespace App\Observers;

use App\Models\User;
use Illuminate\Auth\Events\Registered;
use Illuminate\Support\Str;

class UserObserver
{
    public function creating(User $user): void
    {
        $user->referral_code ??= Str::upper(Str::random(8));
        $user->locale ??= app()->getLocale();
    }

    public function created(User $user): void
    {
        // Social sign-ups don't go through RegisterController, so make sure they
        // get the same welcome flow (verification is skipped for them anyway).
        if ($user->provider !== null) {
            event(new Registered($user));
        }
    }

    public function updated(User $user): void
    {
        if ($user->wasChanged('email')) {
            $user->forceFill(['email_verified_at' => null])->saveQuietly();
        }
    }

    public function deleting(User $user): void
    {
        $user->tokens()->delete();
        $user->sessions()->delete();
    }
}
