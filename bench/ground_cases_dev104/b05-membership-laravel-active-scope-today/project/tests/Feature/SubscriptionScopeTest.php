<?php

namespace Tests\Feature;

use App\Models\Subscription;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class SubscriptionScopeTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Carbon::setTestNow('2025-11-20 10:30:00');
    }

    public function test_subscription_ending_today_is_active(): void
    {
        Subscription::factory()->create(['ends_on' => '2025-11-20']);

        $this->assertSame(1, Subscription::active()->count());
    }

    public function test_subscription_ended_yesterday_is_not_active(): void
    {
        Subscription::factory()->create(['ends_on' => '2025-11-19']);

        $this->assertSame(0, Subscription::active()->count());
    }
}
