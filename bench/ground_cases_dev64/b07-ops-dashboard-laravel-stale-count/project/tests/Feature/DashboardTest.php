<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class DashboardTest extends TestCase
{
    use RefreshDatabase;

    public function test_pending_count_drops_after_shipping(): void
    {
        $user = User::factory()->create();
        $orders = Order::factory()->count(3)->create(['status' => 'pending']);

        $this->actingAs($user)->getJson('/api/dashboard/summary')->assertJsonPath('pending', 3);

        $orders[0]->update(['status' => 'shipped']);

        $this->actingAs($user)->getJson('/api/dashboard/summary')->assertJsonPath('pending', 2);
    }

    public function test_summary_has_generated_at(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->getJson('/api/dashboard/summary')
            ->assertJsonStructure(['pending', 'today_total_yen', 'generated_at']);
    }
}
