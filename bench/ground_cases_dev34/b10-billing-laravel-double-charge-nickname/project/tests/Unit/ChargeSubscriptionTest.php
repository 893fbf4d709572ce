<?php

namespace Tests\Unit;

use App\Jobs\ChargeSubscription;
use App\Models\Invoice;
use App\Models\Subscription;
use App\Services\Payments\GatewayClient;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Mockery;
use Tests\TestCase;

class ChargeSubscriptionTest extends TestCase
{
    use RefreshDatabase;

    public function test_marks_invoice_paid(): void
    {
        $subscription = Subscription::factory()->create();
        $gateway = Mockery::mock(GatewayClient::class);
        $gateway->shouldReceive('charge')->once()->andReturn(['id' => 'ch_1', 'status' => 'succeeded']);

        (new ChargeSubscription($subscription, '2025-12'))->handle($gateway);

        $this->assertSame('paid', Invoice::where('subscription_id', $subscription->id)->value('status'));
    }

    public function test_does_not_charge_a_paid_invoice_again(): void
    {
        $subscription = Subscription::factory()->create();
        Invoice::factory()->for($subscription)->create(['period' => '2025-12', 'status' => 'paid']);
        $gateway = Mockery::mock(GatewayClient::class);
        $gateway->shouldNotReceive('charge');

        (new ChargeSubscription($subscription, '2025-12'))->handle($gateway);
    }
}
