<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\Shop;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderShowTest extends TestCase
{
    use RefreshDatabase;

    public function test_staff_can_view_own_shop_order(): void
    {
        $shop = Shop::factory()->create();
        $staff = User::factory()->for($shop)->create(['role' => User::ROLE_STAFF]);
        $order = Order::factory()->for($shop)->create();

        $this->actingAs($staff)->get("/orders/{$order->id}")->assertOk();
    }

    public function test_staff_cannot_view_other_shop_order(): void
    {
        $staff = User::factory()->for(Shop::factory())->create(['role' => User::ROLE_STAFF]);
        $order = Order::factory()->for(Shop::factory())->create();

        $this->actingAs($staff)->get("/orders/{$order->id}")->assertForbidden();
    }
}
