<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class AdminOrdersTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_orders_with_customer_names(): void
    {
        $admin = User::factory()->admin()->create();
        $orders = Order::factory()->count(3)->hasItems(2)->create();

        $this->actingAs($admin)
            ->get('/admin/orders')
            ->assertOk()
            ->assertSee($orders[0]->customer->name);
    }

    public function test_index_filters_by_status(): void
    {
        $admin = User::factory()->admin()->create();
        Order::factory()->create(['status' => 'paid']);
        Order::factory()->create(['status' => 'new']);

        $this->actingAs($admin)
            ->get('/admin/orders?status=paid')
            ->assertOk()
            ->assertViewHas('orders', fn ($orders) => $orders->count() === 1);
    }
}
