<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderScopeTest extends TestCase
{
    use RefreshDatabase;

    public function test_staff_only_sees_own_shop_orders(): void
    {
        $xuhui = User::factory()->create(['shop_id' => 1, 'role' => 'staff']);
        Order::factory()->create(['shop_id' => 1, 'order_no' => 'XH-001']);
        Order::factory()->create(['shop_id' => 2, 'order_no' => 'JA-001']);

        $this->actingAs($xuhui)
            ->getJson('/api/orders')
            ->assertOk()
            ->assertJsonFragment(['order_no' => 'XH-001'])
            ->assertJsonMissing(['order_no' => 'JA-001']);
    }

    public function test_other_shop_order_detail_is_not_found(): void
    {
        $xuhui = User::factory()->create(['shop_id' => 1, 'role' => 'staff']);
        $jingan = Order::factory()->create(['shop_id' => 2, 'order_no' => 'JA-002']);

        $this->actingAs($xuhui)
            ->getJson("/api/orders/{$jingan->id}")
            ->assertNotFound();
    }
}
