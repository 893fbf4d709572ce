<?php

namespace Tests\Feature;

use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PayHubWebhookTest extends TestCase
{
    use RefreshDatabase;

    private function signedPost(array $event, ?int $timestamp = null)
    {
        $timestamp ??= time();
        $signature = hash_hmac('sha256', $timestamp.'.'.json_encode($event), 'test-secret');

        return $this->withoutMiddleware(\App\Http\Middleware\VerifyCsrfToken::class)
            ->withHeaders(['X-PayHub-Timestamp' => $timestamp, 'X-PayHub-Signature' => $signature])
            ->postJson('/webhooks/payhub', $event);
    }

    protected function setUp(): void
    {
        parent::setUp();
        config(['services.payhub.webhook_secret' => 'test-secret']);
    }

    public function test_payment_succeeded_marks_order_paid(): void
    {
        $order = Order::factory()->create(['order_no' => 'YX20251107001', 'total_fen' => 12900]);

        $this->signedPost(['type' => 'payment.succeeded', 'data' => [
            'out_trade_no' => 'YX20251107001', 'transaction_id' => 'PH9981', 'amount' => 12900,
        ]])->assertOk();

        $this->assertSame(Order::STATUS_PAID, $order->fresh()->status);
    }

    public function test_stale_timestamp_is_rejected(): void
    {
        $this->signedPost(['type' => 'payment.failed', 'data' => ['out_trade_no' => 'X']], time() - 3600)
            ->assertStatus(401);
    }
}
