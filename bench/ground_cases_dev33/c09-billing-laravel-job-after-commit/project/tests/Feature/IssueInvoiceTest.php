<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceEmail;
use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class IssueInvoiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_issue_creates_invoice_and_queues_email(): void
    {
        Queue::fake();
        $order = Order::factory()->paid()->withItems(2)->create();

        $this->actingAs($order->customer->user)
            ->postJson("/api/orders/{$order->id}/invoice")
            ->assertCreated();

        $this->assertDatabaseHas('invoices', ['order_id' => $order->id]);
        Queue::assertPushed(SendInvoiceEmail::class);
    }
}
