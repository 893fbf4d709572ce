<?php

namespace Tests\Feature;

use App\Services\Paypal\PaypalClient;
use Tests\TestCase;

class PaypalWebhookTest extends TestCase
{
    private function capture(string $type): array
    {
        return [
            'id' => 'WH-1',
            'event_type' => $type,
            'resource' => [
                'id' => 'CAP-1',
                'custom_id' => 'ORD-77',
                'amount' => ['value' => '49.90', 'currency_code' => 'EUR'],
                'seller_receivable_breakdown' => [
                    'gross_amount' => ['value' => '49.90', 'currency_code' => 'EUR'],
                    'paypal_fee' => ['value' => '1.94', 'currency_code' => 'EUR'],
                    'net_amount' => ['value' => '47.96', 'currency_code' => 'EUR'],
                ],
            ],
        ];
    }

    public function test_rejects_unverified(): void
    {
        $this->mock(PaypalClient::class)->shouldReceive('verifyWebhook')->andReturnFalse();
        $this->postJson('/api/webhooks/paypal', $this->capture('PAYMENT.CAPTURE.COMPLETED'))->assertStatus(400);
    }

    public function test_records_capture(): void
    {
        $this->mock(PaypalClient::class)->shouldReceive('verifyWebhook')->andReturnTrue();
        $this->postJson('/api/webhooks/paypal', $this->capture('PAYMENT.CAPTURE.COMPLETED'))->assertOk();
        $this->assertDatabaseHas('ledger_entries', ['provider_ref' => 'CAP-1', 'amount' => '49.90']);
    }
}
