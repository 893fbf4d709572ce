<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Services\PaypalClient;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PaypalWebhookTest extends TestCase
{
    use RefreshDatabase;

    public function test_unverified_event_is_rejected(): void
    {
        $this->mock(PaypalClient::class)->shouldReceive('verifyWebhook')->andReturn(false);

        $this->postJson('/api/webhooks/paypal', ['event_type' => 'PAYMENT.CAPTURE.COMPLETED'])
            ->assertStatus(401);
    }

    public function test_capture_completed_marks_order_paid(): void
    {
        $this->mock(PaypalClient::class)->shouldReceive('verifyWebhook')->andReturn(true);
        Order::create(['reference' => 'T-1001', 'total_jpy' => 4500, 'status' => 'pending']);

        $this->postJson('/api/webhooks/paypal', [
            'event_type' => 'PAYMENT.CAPTURE.COMPLETED',
            'resource' => ['id' => 'CAP-1', 'custom_id' => 'T-1001', 'amount' => ['value' => '4500', 'currency_code' => 'JPY']],
        ])->assertOk();

        $this->assertSame('paid', Order::firstWhere('reference', 'T-1001')->status);
    }
}
