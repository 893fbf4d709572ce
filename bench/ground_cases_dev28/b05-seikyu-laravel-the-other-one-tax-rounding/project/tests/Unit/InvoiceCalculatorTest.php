<?php

namespace Tests\Unit;

use App\Models\Invoice;
use App\Models\InvoiceLine;
use App\Services\InvoiceCalculator;
use Tests\TestCase;

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

    public function test_standard_rate(): void
    {
        $summary = (new InvoiceCalculator())->summary($this->invoice([[10000, 1], [2500, 2]]));
        $this->assertSame(['subtotal' => 15000, 'tax' => 1500, 'total' => 16500], $summary);
    }

    public function test_mixed_rates(): void
    {
        $calc = new InvoiceCalculator();
        $invoice = $this->invoice([[1000, 3], [500, 2, true]]);
        $this->assertSame(['standard' => 3000, 'reduced' => 1000], $calc->taxableByRate($invoice));
        $this->assertSame(380, $calc->tax($invoice));
    }
}
