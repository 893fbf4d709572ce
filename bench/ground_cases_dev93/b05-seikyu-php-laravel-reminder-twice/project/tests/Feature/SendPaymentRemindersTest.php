<?php

namespace Tests\Feature;

use App\Jobs\SendReminderMail;
use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class SendPaymentRemindersTest extends TestCase
{
    use RefreshDatabase;

    private function invoiceDue(string $dueDate, array $extra = []): Invoice
    {
        $customer = Customer::create(['name' => '株式会社テスト', 'billing_email' => 'keiri@test.example', 'payment_terms_days' => 30]);

        return Invoice::create(array_merge([
            'customer_id' => $customer->id,
            'number' => 'INV-'.fake()->unique()->numerify('#####'),
            'status' => 'sent',
            'total_yen' => 110000,
            'issued_on' => '2025-10-01',
            'due_date' => $dueDate,
        ], $extra));
    }

    public function test_queues_first_reminder_three_days_after_due(): void
    {
        Queue::fake();
        Carbon::setTestNow('2025-11-13 09:00:00');
        $invoice = $this->invoiceDue('2025-11-10');

        $this->artisan('billing:send-reminders')->assertSuccessful();

        Queue::assertPushedOn('mail', SendReminderMail::class, fn ($job) => $job->invoice->is($invoice) && $job->stage === 'first');
    }

    public function test_skips_days_without_a_stage(): void
    {
        Queue::fake();
        Carbon::setTestNow('2025-11-14 09:00:00');
        $this->invoiceDue('2025-11-10');

        $this->artisan('billing:send-reminders')->assertSuccessful();

        Queue::assertNothingPushed();
    }

    public function test_queues_final_reminder_thirty_days_after_due(): void
    {
        Queue::fake();
        Carbon::setTestNow('2025-12-10 09:00:00');
        $this->invoiceDue('2025-11-10');

        $this->artisan('billing:send-reminders')->assertSuccessful();

        Queue::assertPushedOn('mail', SendReminderMail::class, fn ($job) => $job->stage === 'final');
    }

    public function test_paid_invoices_get_nothing(): void
    {
        Queue::fake();
        Carbon::setTestNow('2025-11-13 09:00:00');
        $this->invoiceDue('2025-11-10', ['status' => 'paid']);

        $this->artisan('billing:send-reminders')->assertSuccessful();

        Queue::assertNothingPushed();
    }
}
