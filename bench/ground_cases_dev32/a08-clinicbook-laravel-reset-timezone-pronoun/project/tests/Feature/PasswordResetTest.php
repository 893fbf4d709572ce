<?php

namespace Tests\Feature;

use App\Models\User;
use App\Services\PasswordResetService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class PasswordResetTest extends TestCase
{
    use RefreshDatabase;

    public function test_link_is_queued(): void
    {
        Mail::fake();
        $user = User::factory()->create(['timezone' => 'Europe/London']);

        app(PasswordResetService::class)->sendLink($user);

        Mail::assertQueuedCount(1);
    }

    public function test_fresh_token_is_valid(): void
    {
        $user = User::factory()->create(['timezone' => 'UTC']);
        DB::table('password_reset_tokens')->insert([
            'email' => $user->email, 'token' => Hash::make('abc'), 'created_at' => now(),
        ]);

        $this->assertTrue(app(PasswordResetService::class)->tokenIsValid($user, 'abc'));
    }

    public function test_old_token_is_rejected(): void
    {
        $user = User::factory()->create(['timezone' => 'UTC']);
        DB::table('password_reset_tokens')->insert([
            'email' => $user->email, 'token' => Hash::make('abc'), 'created_at' => now()->subHours(2),
        ]);

        $this->assertFalse(app(PasswordResetService::class)->tokenIsValid($user, 'abc'));
    }
}
