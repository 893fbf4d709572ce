<?php

namespace Tests\Feature;

use App\Jobs\SendInvoiceReminders;
use App\Mail\InvoiceReminder;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class InvoiceReminderTest extends TestCase
{
    use RefreshDatabase;

    public function test_sends_reminder_to_overdue_invoices(): void
    {
        Mail::fake();
        $invoice = Invoice::factory()->create(['status' => 'unpaid', 'due_on' => today()->subDay()]);
        Invoice::factory()->create(['status' => 'paid', 'due_on' => today()->subDay()]);

        (new SendInvoiceReminders)->handle();

        Mail::assertSent(InvoiceReminder::class, 1);
        $this->assertNotNull($invoice->fresh()->reminded_at);
    }

    public function test_subject_contains_invoice_number(): void
    {
        $invoice = Invoice::factory()->create(['number' => 'INV-2025-0042']);

        $mail = new InvoiceReminder($invoice);

        $mail->assertHasSubject('【ご確認ください】お支払い期限を過ぎたご請求があります(INV-2025-0042)');
    }

    public function test_does_not_remind_twice_within_three_days(): void
    {
        Mail::fake();
        Invoice::factory()->create([
            'status' => 'unpaid',
            'due_on' => today()->subDays(5),
            'reminded_at' => now()->subDay(),
        ]);

        (new SendInvoiceReminders)->handle();

        Mail::assertNothingSent();
    }
}
