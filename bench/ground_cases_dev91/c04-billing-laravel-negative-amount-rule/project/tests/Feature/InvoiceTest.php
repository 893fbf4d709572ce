<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceMail;
use App\Models\Customer;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class InvoiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_store_creates_invoice_and_queues_mail(): void
    {
        Queue::fake();
        $customer = Customer::factory()->create();

        $this->actingAs(User::factory()->create())
            ->postJson('/api/invoices', ['customer_id' => $customer->id, 'amount' => 120.5, 'currency' => 'CNY'])
            ->assertCreated();

        Queue::assertPushed(SendInvoiceMail::class);
    }

    public function test_store_rejects_negative_amount(): void
    {
        $customer = Customer::factory()->create();

        $this->actingAs(User::factory()->create())
            ->postJson('/api/invoices', ['customer_id' => $customer->id, 'amount' => -5, 'currency' => 'CNY'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('amount');
    }
}
