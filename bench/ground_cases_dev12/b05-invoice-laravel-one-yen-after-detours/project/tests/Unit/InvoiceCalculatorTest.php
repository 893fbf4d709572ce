<?php

namespace Tests\Unit;

use App\Models\Invoice;
use App\Models\InvoiceLine;
use App\Services\InvoiceCalculator;
use PHPUnit\Framework\TestCase;

class InvoiceCalculatorTest extends TestCase
{
    private function invoice(array $lines): Invoice
    {
        $invoice = new Invoice();
        $invoice->setRelation('lines', collect(array_map(
            fn (array $l) => new InvoiceLine(['unit_price' => $l[0], 'quantity' => $l[1], 'reduced_rate' => $l[2] ?? false]),
            $lines,
        )));

        return $invoice;
    }

    public function test_subtotal_sums_lines(): void
    {
        $calc = new InvoiceCalculator($this->invoice([[1000, 2], [500, 1]]));
        $this->assertSame(2500, $calc->subtotal());
    }

    public function test_tax_for_standard_rate(): void
    {
        $calc = new InvoiceCalculator($this->invoice([[1980, 3]]));
        $this->assertSame(594, $calc->taxAmount());
        $this->assertSame(6534, $calc->total());
    }

    public function test_reduced_rate_is_separated(): void
    {
        $calc = new InvoiceCalculator($this->invoice([[1000, 1], [500, 1, true]]));
        $this->assertSame([10 => 100, 8 => 40], $calc->taxesByRate());
        $this->assertSame(140, $calc->taxAmount());
    }
}
