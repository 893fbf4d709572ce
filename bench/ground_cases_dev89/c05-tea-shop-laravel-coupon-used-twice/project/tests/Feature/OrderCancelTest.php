<?php

namespace Tests\Feature;

use App\Models\Coupon;
use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderCancelTest extends TestCase
{
    use RefreshDatabase;

    public function test_pending_order_can_be_cancelled(): void
    {
        $user = User::factory()->create();
        $order = $this->actingAs($user)->postJson('/api/orders', ['subtotal' => 5000])->json();

        $this->postJson("/api/orders/{$order['id']}/cancel")
            ->assertOk()
            ->assertJsonPath('status', Order::STATUS_CANCELLED);
    }

    public function test_cancel_gives_the_coupon_back(): void
    {
        $user = User::factory()->create();
        $coupon = Coupon::create(['code' => 'WELCOME20', 'amount_off' => 2000, 'min_spend' => 10000, 'max_uses' => 1, 'used_count' => 0]);
        $order = $this->actingAs($user)->postJson('/api/orders', ['subtotal' => 12000, 'coupon' => 'welcome20'])->json();
        $this->assertSame(1, $coupon->fresh()->used_count);

        $this->postJson("/api/orders/{$order['id']}/cancel")->assertOk();

        $this->assertSame(0, $coupon->fresh()->used_count);
    }

    public function test_cancelled_order_cannot_be_cancelled_again(): void
    {
        $user = User::factory()->create();
        $order = $this->actingAs($user)->postJson('/api/orders', ['subtotal' => 5000])->json();
        $this->postJson("/api/orders/{$order['id']}/cancel")->assertOk();

        $this->postJson("/api/orders/{$order['id']}/cancel")->assertStatus(409);
    }
}
