<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceMail;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class InvoiceControllerTest extends TestCase
{
    use RefreshDatabase;

    public function test_send_dispatches_job(): void
    {
        Queue::fake();
        $invoice = Invoice::factory()->create(['mailed_at' => null]);

        $this->postJson("/api/invoices/{$invoice->id}/send")->assertStatus(202);

        Queue::assertPushed(SendInvoiceMail::class, 1);
    }

    public function test_send_twice_is_conflict(): void
    {
        Queue::fake();
        $invoice = Invoice::factory()->create(['mailed_at' => now()]);

        $this->postJson("/api/invoices/{$invoice->id}/send")->assertStatus(409);

        Queue::assertNothingPushed();
    }
}
