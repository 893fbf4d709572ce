<?php

namespace Tests\Feature;

use App\Jobs\SendDigestJob;
use App\Mail\WeeklyDigest;
use App\Models\Notification;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class WeeklyDigestTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_sends_one_digest_and_marks_items(): void
    {
        Mail::fake();
        $user = User::factory()->create();
        Notification::factory()->count(2)->for($user)->create();

        (new SendDigestJob($user->id))->handle();

        Mail::assertSent(WeeklyDigest::class, 1);
        $this->assertSame(0, Notification::whereNull('digested_at')->count());
    }

    public function test_nothing_is_sent_without_items(): void
    {
        Mail::fake();
        $user = User::factory()->create();

        (new SendDigestJob($user->id))->handle();

        Mail::assertNothingSent();
    }
}
