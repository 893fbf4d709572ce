<?php

namespace Tests\Feature\Admin;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_sees_orders(): void
    {
        $admin = User::factory()->admin()->create();
        $order = Order::factory()->hasItems(2)->create(['number' => 'KS202511070001']);

        $this->actingAs($admin)
            ->get('/admin/orders')
            ->assertOk()
            ->assertSee('KS202511070001');
    }

    public function test_filters_by_status(): void
    {
        $admin = User::factory()->admin()->create();
        Order::factory()->create(['number' => 'KS-PAID', 'status' => 'paid']);
        Order::factory()->create(['number' => 'KS-PENDING', 'status' => 'pending']);

        $this->actingAs($admin)
            ->get('/admin/orders?status=paid')
            ->assertSee('KS-PAID')
            ->assertDontSee('KS-PENDING');
    }
}
