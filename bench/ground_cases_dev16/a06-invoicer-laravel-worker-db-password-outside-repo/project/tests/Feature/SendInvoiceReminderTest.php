<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceReminder;
use App\Mail\InvoiceReminder;
use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class SendInvoiceReminderTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_sends_the_reminder_to_the_billing_email(): void
    {
        Mail::fake();
        $customer = Customer::factory()->create(['billing_email' => 'ap@client.example']);
        $invoice = Invoice::factory()->for($customer)->create(['status' => 'sent', 'due_on' => now()->subDays(3)]);

        (new SendInvoiceReminder($invoice->id))->handle();

        Mail::assertSent(InvoiceReminder::class, fn ($mail) => $mail->hasTo('ap@client.example'));
        $this->assertNotNull($invoice->fresh()->last_reminded_at);
    }

    public function test_it_skips_paid_invoices(): void
    {
        Mail::fake();
        $invoice = Invoice::factory()->create(['status' => 'paid']);

        (new SendInvoiceReminder($invoice->id))->handle();

        Mail::assertNothingSent();
    }

    public function test_it_gives_up_after_five_attempts_with_backoff(): void
    {
        $job = new SendInvoiceReminder(1);

        $this->assertSame(5, $job->tries);
        $this->assertSame([60, 300, 900, 3600], $job->backoff());
    }
}
