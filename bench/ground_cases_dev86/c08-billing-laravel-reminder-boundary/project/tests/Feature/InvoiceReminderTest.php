<?php

namespace Tests\Feature;

use App\Mail\InvoiceReminder;
use App\Models\Invoice;
use App\Services\InvoiceReminderService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class InvoiceReminderTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Carbon::setTestNow('2024-06-10 09:00:00');
        Mail::fake();
    }

    public function test_sends_reminder_three_days_after_due(): void
    {
        $invoice = Invoice::factory()->overdueBy(3)->create();

        $sent = app(InvoiceReminderService::class)->sendAll();

        $this->assertSame(1, $sent);
        Mail::assertSent(InvoiceReminder::class, 1);
        $this->assertNotNull($invoice->fresh()->reminded_at);
    }

    public function test_skips_paid_and_not_yet_overdue(): void
    {
        Invoice::factory()->overdueBy(10)->paid()->create();
        Invoice::factory()->overdueBy(1)->create();

        $this->assertSame(0, app(InvoiceReminderService::class)->sendAll());
        Mail::assertNothingSent();
    }

    public function test_reminds_only_once(): void
    {
        Invoice::factory()->overdueBy(5)->create();
        $service = app(InvoiceReminderService::class);

        $this->assertSame(1, $service->sendAll());
        $this->assertSame(0, $service->sendAll());
    }
}
