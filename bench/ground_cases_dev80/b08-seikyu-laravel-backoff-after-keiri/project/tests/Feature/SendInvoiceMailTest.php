<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceMail;
use App\Mail\InvoiceMail;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class SendInvoiceMailTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_sends_once_and_marks_mailed(): void
    {
        Mail::fake();
        $invoice = Invoice::factory()->create(['mailed_at' => null]);

        (new SendInvoiceMail($invoice))->handle();
        (new SendInvoiceMail($invoice->fresh()))->handle();

        Mail::assertSent(InvoiceMail::class, 1);
        $this->assertNotNull($invoice->fresh()->mailed_at);
    }

    public function test_job_timeout_is_shorter_than_retry_after(): void
    {
        $job = new SendInvoiceMail(Invoice::factory()->make());
        $this->assertLessThan(config('queue.connections.redis.retry_after'), $job->timeout);
    }
}
