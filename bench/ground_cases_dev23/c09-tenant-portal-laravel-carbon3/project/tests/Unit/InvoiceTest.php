<?php

namespace Tests\Unit;

use App\Models\Invoice;
use Illuminate\Support\Carbon;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

class InvoiceTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Carbon::setTestNow('2025-12-01 10:30:00');
    }

    protected function tearDown(): void
    {
        Carbon::setTestNow();
        parent::tearDown();
    }

    #[Test]
    public function days_until_due_counts_whole_days(): void
    {
        $invoice = new Invoice(['due_at' => '2025-12-04 00:00:00']);

        $this->assertSame(3, $invoice->daysUntilDue());
    }

    #[Test]
    public function overdue_invoices_are_negative(): void
    {
        $invoice = new Invoice(['due_at' => '2025-11-29 00:00:00']);

        $this->assertSame(-2, $invoice->daysUntilDue());
    }

    #[Test]
    public function paid_invoice_is_paid(): void
    {
        $invoice = new Invoice(['paid_at' => '2025-11-30 09:00:00']);

        $this->assertTrue($invoice->isPaid());
    }

    #[Test]
    public function amount_is_formatted(): void
    {
        $invoice = new Invoice(['amount_cents' => 123456, 'currency' => 'CNY']);

        $this->assertSame('1,234.56 CNY', $invoice->amountForHumans());
    }
}
