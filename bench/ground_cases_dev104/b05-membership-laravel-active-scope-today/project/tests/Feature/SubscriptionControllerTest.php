<?php

namespace Tests\Feature;

use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class SubscriptionControllerTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_subscriptions(): void
    {
        $user = User::factory()->create();
        Subscription::factory()->count(3)->create();

        $this->actingAs($user)
            ->getJson('/api/subscriptions')
            ->assertOk()
            ->assertJsonCount(3, 'data');
    }

    public function test_cancel_turns_off_auto_renew(): void
    {
        $user = User::factory()->create();
        $subscription = Subscription::factory()->create(['auto_renew' => true]);

        $this->actingAs($user)
            ->postJson("/api/subscriptions/{$subscription->id}/cancel")
            ->assertOk()
            ->assertJson(['auto_renew' => false]);

        $this->assertFalse($subscription->fresh()->auto_renew);
    }
}
