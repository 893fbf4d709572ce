<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderTest extends TestCase
{
    use RefreshDatabase;

    public function test_user_can_create_and_view_order(): void
    {
        $user = User::factory()->create();
        $res = $this->actingAs($user)->postJson('/api/orders', [
            'lines' => [['sku_id' => 1, 'qty' => 2, 'price_fen' => 1500]],
            'address' => ['city' => '杭州'],
        ]);
        $res->assertCreated();
        $orderNo = $res->json('order_no');

        $this->actingAs($user)->getJson("/api/orders/{$orderNo}")
            ->assertOk()
            ->assertJsonPath('total_fen', 3000);
    }

    public function test_orders_are_private(): void
    {
        $owner = User::factory()->create();
        $other = User::factory()->create();
        $orderNo = $this->actingAs($owner)->postJson('/api/orders', [
            'lines' => [['sku_id' => 1, 'qty' => 1, 'price_fen' => 100]],
            'address' => ['city' => '杭州'],
        ])->json('order_no');

        $this->actingAs($other)->getJson("/api/orders/{$orderNo}")->assertNotFound();
    }
}
