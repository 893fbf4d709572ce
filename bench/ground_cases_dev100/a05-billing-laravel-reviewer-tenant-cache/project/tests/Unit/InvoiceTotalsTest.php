<?php

namespace Tests\Unit;

use App\Services\InvoiceTotals;
use PHPUnit\Framework\TestCase;

class InvoiceTotalsTest extends TestCase
{
    private function line(int $invoice, int $net, float $rate): object
    {
        return (object) ['invoice_id' => $invoice, 'net_cents' => $net, 'vat_rate' => $rate];
    }

    public function test_vat_is_rounded_once_per_invoice(): void
    {
        // three lines with 1.5 cents of VAT each: per line that was 2 + 2 + 2 = 6, per invoice round(4.5) = 5
        $lines = [$this->line(1, 15, 0.1), $this->line(1, 15, 0.1), $this->line(1, 15, 0.1)];

        $this->assertSame(5, (new InvoiceTotals())->vatFor($lines));
    }

    public function test_invoices_are_rounded_separately(): void
    {
        $lines = [$this->line(1, 15, 0.1), $this->line(2, 15, 0.1)];

        // 1.5 and 1.5 rounded per invoice: 2 + 2
        $this->assertSame(4, (new InvoiceTotals())->vatFor($lines));
    }
}
