<?php

namespace Tests\Feature;

use App\Models\Subscription;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class SubscriptionScopeTest extends TestCase
{
    use RefreshDatabase;

    public function test_active_scope_includes_paying_subscriptions(): void
    {
        $paying = Subscription::factory()->create();

        $this->assertTrue(Subscription::active()->whereKey($paying->id)->exists());
    }

    public function test_active_scope_includes_trials(): void
    {
        $trial = Subscription::factory()->trialing()->create();

        $this->assertTrue(Subscription::active()->whereKey($trial->id)->exists());
    }

    public function test_active_scope_excludes_cancelled(): void
    {
        $cancelled = Subscription::factory()->cancelled()->create();

        $this->assertFalse(Subscription::active()->whereKey($cancelled->id)->exists());
    }

    public function test_active_scope_excludes_ended(): void
    {
        $ended = Subscription::factory()->ended()->create();

        $this->assertFalse(Subscription::active()->whereKey($ended->id)->exists());
    }
}
