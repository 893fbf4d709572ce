<?php

namespace App\Services;

use App\Mail\PasswordResetMail;
use App\Models\User;
use Carbon\CarbonImmutable;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

/**
 * Our own reset flow (instead of Password::sendResetLink) so the mail can show
 * the expiry in the patient's own timezone and use the clinic's branding.
 */
class PasswordResetService
{
    private const TABLE = 'password_reset_tokens';

    public function sendLink(User $user): void
    {
        $token = Str::random(64);

        DB::table(self::TABLE)->updateOrInsert(
            ['email' => $user->email],
            ['token' => Hash::make($token), 'created_at' => now()],
        );

        Mail::to($user)->queue(new PasswordResetMail(
            user: $user,
            url: route('password.reset', ['token' => $token, 'email' => $user->email]),
            expiresAt: $this->expiresAtFor($user),
        ));
    }

    /** When a link sent now stops working, in the user's timezone (for the email text). */
    public function expiresAtFor(User $user): CarbonImmutable
    {
        return CarbonImmutable::now($user->timezone)->addMinutes($this->ttlMinutes());
    }

    public function tokenIsValid(User $user, string $token): bool
    {
        $record = DB::table(self::TABLE)->where('email', $user->email)->first();
        if ($record === null || ! Hash::check($token, $record->token)) {
            return false;
        }

        return ! $this->tokenExpired($record, $user);
    }

    public function tokenExpired(object $record, User $user): bool
    {
        $created = Carbon::parse($record->created_at, $user->timezone);

        return $created->addMinutes($this->ttlMinutes())->isPast();
    }

    public function forget(User $user): void
    {
        DB::table(self::TABLE)->where('email', $user->email)->delete();
    }

    private function ttlMinutes(): int
    {
        return (int) config('auth.passwords.users.expire', 60);
    }
}
