<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Tests\TestCase;

class PasswordResetTest extends TestCase
{
    use RefreshDatabase;

    public function test_reset_link_is_sent_for_known_email(): void
    {
        Notification::fake();
        $user = User::factory()->create(['email' => 'maria@example.com']);

        $this->postJson('/api/forgot-password', ['email' => 'maria@example.com'])->assertOk();

        Notification::assertSentTo($user, ResetPassword::class);
    }

    public function test_reset_email_is_branded(): void
    {
        Notification::fake();
        $user = User::factory()->create(['name' => 'Maria', 'email' => 'maria@example.com']);

        $this->postJson('/api/forgot-password', ['email' => 'maria@example.com'])->assertOk();

        Notification::assertSentTo($user, ResetPassword::class, function (ResetPassword $notification) use ($user) {
            $mail = $notification->toMail($user);

            return $mail->subject === 'Reset your Ledgerly password'
                && $mail->greeting === 'Hi Maria,'
                && in_array('This link is valid for 60 minutes.', $mail->outroLines, true);
        });
    }

    public function test_unknown_email_gets_the_same_response(): void
    {
        Notification::fake();

        $this->postJson('/api/forgot-password', ['email' => 'nobody@example.com'])->assertOk();

        Notification::assertNothingSent();
    }
}
