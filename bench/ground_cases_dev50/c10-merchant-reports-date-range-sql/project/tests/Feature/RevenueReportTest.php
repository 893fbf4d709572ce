<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class RevenueReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_totals_are_grouped_by_currency(): void
    {
        $user = User::factory()->create();
        Order::factory()->for($user->merchant)->paid('2025-10-03 10:00:00')->create(['currency' => 'CNY', 'amount' => '100.00']);
        Order::factory()->for($user->merchant)->paid('2025-10-31 23:59:00')->create(['currency' => 'CNY', 'amount' => '50.00']);
        Order::factory()->for($user->merchant)->paid('2025-10-05 09:00:00')->create(['currency' => 'USD', 'amount' => '20.00']);

        $this->actingAs($user)
            ->getJson('/api/reports/revenue?from=2025-10-01&to=2025-10-31')
            ->assertOk()
            ->assertJsonPath('totals.0.currency', 'CNY')
            ->assertJsonPath('totals.0.net', '¥150.00')
            ->assertJsonPath('totals.1.net', '$20.00');
    }

    public function test_range_must_be_ordered(): void
    {
        $this->actingAs(User::factory()->create())
            ->getJson('/api/reports/revenue?from=2025-10-31&to=2025-10-01')
            ->assertStatus(422);
    }
}
