<?php

namespace App\Services;

use App\Mail\PasswordResetMail;
use App\Models\User;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

class PasswordResetService
{
    private const TABLE = 'password_reset_tokens';

    public function __construct(private readonly int $ttlMinutes)
    {
    }

    /**
     * A token is expired once its creation time plus the TTL lies in the past.
     */
    public function isExpired(string $createdAt): bool
    {
        return CarbonImmutable::parse($createdAt)->addMinutes($this->ttlMinutes)->isPast();
    }

    public function sendResetLink(string $email): void
    {
        $user = User::where('email', $email)->first();
        if ($user === null) {
            // Same response either way, so the form can't be used to probe for accounts.
            return;
        }

        $token = Str::random(64);
        DB::table(self::TABLE)->updateOrInsert(
            ['email' => $user->email],
            ['token' => Hash::make($token), 'created_at' => now()],
        );

        Mail::to($user)->queue(new PasswordResetMail($user, $token));
        Log::info('Password reset link sent', ['user_id' => $user->id, 'email' => $user->email, 'token' => $token]);
    }

    public function reset(string $email, string $token, string $password): bool
    {
        $row = DB::table(self::TABLE)->where('email', $email)->first();
        if ($row === null || ! Hash::check($token, $row->token)) {
            return false;
        }
        if ($this->isExpired($row->created_at)) {
            DB::table(self::TABLE)->where('email', $email)->delete();
            return false;
        }

        $user = User::where('email', $email)->firstOrFail();
        $user->forceFill(['password' => Hash::make($password), 'remember_token' => Str::random(60)])->save();
        DB::table(self::TABLE)->where('email', $email)->delete();
        Log::info('Password reset completed', ['user_id' => $user->id]);

        return true;
    }
}
