<?php

namespace Tests\Feature;

use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class StripeWebhookTest extends TestCase
{
    use RefreshDatabase;

    private function signed(array $payload, string $secret): array
    {
        $body = json_encode($payload);
        $ts = time();
        $sig = hash_hmac('sha256', "{$ts}.{$body}", $secret);
        return [$body, "t={$ts},v1={$sig}"];
    }

    public function test_checkout_completed_marks_order_paid(): void
    {
        config(['services.stripe.webhook_secret' => 'whsec_test']);
        $order = Order::factory()->create(['checkout_session_id' => 'cs_123']);
        [$body, $header] = $this->signed([
            'id' => 'evt_1', 'object' => 'event', 'type' => 'checkout.session.completed',
            'data' => ['object' => ['id' => 'cs_123', 'object' => 'checkout.session', 'created' => 1730000000, 'amount_total' => 2450]],
        ], 'whsec_test');

        $this->call('POST', '/stripe/webhook', [], [], [], ['HTTP_STRIPE_SIGNATURE' => $header], $body)
            ->assertNoContent();
        $this->assertSame('paid', $order->fresh()->status);
    }

    public function test_bad_signature_is_rejected(): void
    {
        config(['services.stripe.webhook_secret' => 'whsec_test']);
        [$body, $header] = $this->signed(['id' => 'evt_2', 'type' => 'charge.refunded'], 'whsec_other');
        $this->call('POST', '/stripe/webhook', [], [], [], ['HTTP_STRIPE_SIGNATURE' => $header], $body)
            ->assertStatus(400);
    }
}
