<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    public function test_pending_order_gets_paid(): void
    {
        Http::fake(['*/v1/charges' => Http::response(['id' => 'ch_123'], 201)]);
        $user = User::factory()->create();
        $order = Order::factory()->for($user)->create(['status' => 'pending']);

        $this->actingAs($user)->postJson("/api/orders/{$order->order_no}/pay")
            ->assertOk()
            ->assertJson(['status' => 'paid', 'charge_id' => 'ch_123']);
    }

    public function test_upstream_timeout_returns_503_with_retry_after(): void
    {
        Http::fake(['*/v1/charges' => Http::response('upstream request timeout', 504)]);
        $user = User::factory()->create();
        $order = Order::factory()->for($user)->create(['status' => 'pending']);

        $this->actingAs($user)->postJson("/api/orders/{$order->order_no}/pay")
            ->assertStatus(503)
            ->assertHeader('Retry-After', '30')
            ->assertJson(['message' => '支付通道繁忙，请稍后重试']);

        $this->assertSame('pending', $order->fresh()->status);
    }

    public function test_paid_order_cannot_be_paid_again(): void
    {
        $user = User::factory()->create();
        $order = Order::factory()->for($user)->create(['status' => 'paid']);

        $this->actingAs($user)->postJson("/api/orders/{$order->order_no}/pay")->assertStatus(409);
    }
}
