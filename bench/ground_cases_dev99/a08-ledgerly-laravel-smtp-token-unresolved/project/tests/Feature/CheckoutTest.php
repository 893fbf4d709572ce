<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use App\Services\FakePaymentGateway;
use App\Services\PaymentGateway;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
        $this->app->instance(PaymentGateway::class, new FakePaymentGateway());
    }

    public function test_customer_can_pay_an_open_invoice(): void
    {
        $customer = Customer::factory()->create();
        $invoice = Invoice::factory()->for($customer)->create(['total_cents' => 12000, 'currency' => 'GBP']);

        $this->actingAs($customer->user)
            ->postJson("/api/invoices/{$invoice->id}/pay", ['payment_method' => 'pm_card_visa'])
            ->assertOk()
            ->assertJson(['status' => 'paid']);

        $this->assertTrue($invoice->fresh()->isPaid());
    }

    public function test_paying_twice_is_a_conflict(): void
    {
        $customer = Customer::factory()->create();
        $invoice = Invoice::factory()->for($customer)->paid()->create();

        $this->actingAs($customer->user)
            ->postJson("/api/invoices/{$invoice->id}/pay", ['payment_method' => 'pm_card_visa'])
            ->assertStatus(409);
    }
}
