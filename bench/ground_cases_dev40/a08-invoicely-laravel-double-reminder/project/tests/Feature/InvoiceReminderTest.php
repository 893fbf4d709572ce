<?php

namespace Tests\Feature;

use App\Jobs\QueueOverdueReminders;
use App\Jobs\SendInvoiceReminder;
use App\Models\Customer;
use App\Models\Invoice;
use App\Notifications\InvoiceReminder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class InvoiceReminderTest extends TestCase
{
    use RefreshDatabase;

    public function test_overdue_invoices_are_queued(): void
    {
        Queue::fake();
        $customer = Customer::factory()->create();
        Invoice::factory()->for($customer)->create(['due_date' => now()->subDays(3)]);
        Invoice::factory()->for($customer)->create(['due_date' => now()->addDays(3)]);

        (new QueueOverdueReminders)->handle();

        Queue::assertPushed(SendInvoiceReminder::class, 1);
    }

    public function test_reminder_is_sent_and_recorded(): void
    {
        Notification::fake();
        $invoice = Invoice::factory()->create(['due_date' => now()->subDays(3)]);

        (new SendInvoiceReminder($invoice, 1))->handle();

        Notification::assertSentTo($invoice->customer, InvoiceReminder::class);
        $this->assertTrue($invoice->fresh()->last_reminded_at->isToday());
    }

    public function test_second_reminder_on_the_same_day_is_skipped(): void
    {
        Notification::fake();
        $invoice = Invoice::factory()->create(['due_date' => now()->subDays(3)]);

        (new SendInvoiceReminder($invoice, 1))->handle();
        (new SendInvoiceReminder($invoice, 1))->handle();

        Notification::assertSentToTimes($invoice->customer, InvoiceReminder::class, 1);
    }

    public function test_paid_invoices_are_skipped(): void
    {
        Notification::fake();
        $invoice = Invoice::factory()->create(['due_date' => now()->subDays(3), 'paid_at' => now()]);

        (new SendInvoiceReminder($invoice, 1))->handle();

        Notification::assertNothingSent();
    }
}
