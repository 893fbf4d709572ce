<?php

namespace Tests\Feature;

use App\Mail\PasswordResetMail;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class PasswordResetTest extends TestCase
{
    use RefreshDatabase;

    public function test_link_is_mailed_for_known_address(): void
    {
        Mail::fake();
        $user = User::factory()->create(['email' => 'anna@example.org']);

        $this->post('/forgot-password', ['email' => 'Anna@Example.org'])->assertSessionHas('status');

        Mail::assertQueued(PasswordResetMail::class, fn ($mail) => $mail->user->is($user));
    }

    public function test_unknown_address_gets_the_same_answer(): void
    {
        Mail::fake();

        $this->post('/forgot-password', ['email' => 'nobody@example.org'])->assertSessionHas('status');

        Mail::assertNothingQueued();
    }

    public function test_fresh_token_resets_the_password(): void
    {
        $user = User::factory()->create();
        $service = app(\App\Services\PasswordResetService::class);
        \Illuminate\Support\Facades\DB::table('password_reset_tokens')->insert([
            'email' => $user->email, 'token' => Hash::make('tok-123'), 'created_at' => now()->subMinutes(5),
        ]);

        $this->assertTrue($service->reset($user->email, 'tok-123', 'correct horse battery'));
        $this->assertTrue(Hash::check('correct horse battery', $user->fresh()->password));
    }

    public function test_token_older_than_ttl_is_rejected(): void
    {
        $user = User::factory()->create();
        $service = app(\App\Services\PasswordResetService::class);
        \Illuminate\Support\Facades\DB::table('password_reset_tokens')->insert([
            'email' => $user->email, 'token' => Hash::make('tok-456'), 'created_at' => now()->subMinutes(61),
        ]);

        $this->assertFalse($service->reset($user->email, 'tok-456', 'correct horse battery'));
    }

    public function test_wrong_token_is_rejected(): void
    {
        $user = User::factory()->create();
        $this->post('/forgot-password', ['email' => $user->email]);

        $this->post('/reset-password', [
            'token' => 'not-the-token',
            'email' => $user->email,
            'password' => 'correct horse battery',
            'password_confirmation' => 'correct horse battery',
        ])->assertSessionHasErrors('email');

        $this->assertFalse(Hash::check('correct horse battery', $user->fresh()->password));
    }
}
