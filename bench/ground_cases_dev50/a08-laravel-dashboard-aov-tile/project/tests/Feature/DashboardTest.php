<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class DashboardTest extends TestCase
{
    use RefreshDatabase;

    public function test_dashboard_shows_revenue(): void
    {
        Order::create(['customer_email' => 'a@shop.test', 'status' => 'paid', 'total' => 100.00, 'refunded' => 0, 'paid_at' => now()]);
        Order::create(['customer_email' => 'b@shop.test', 'status' => 'refunded', 'total' => 50.00, 'refunded' => 20.00, 'paid_at' => now()]);

        $this->actingAs(User::factory()->admin()->create())
            ->get('/?range=7d')
            ->assertOk()
            ->assertSee('€130.00');
    }

    public function test_guests_are_redirected(): void
    {
        $this->get('/')->assertRedirect('/login');
    }
}
