<?php

namespace Tests\Unit;

use App\Enums\TaxRate;
use App\Models\InvoiceLine;
use App\Services\InvoiceTaxCalculator;
use Tests\TestCase;

class InvoiceTaxCalculatorTest extends TestCase
{
    private function line(int $price, int $qty, TaxRate $rate): InvoiceLine
    {
        return new InvoiceLine(['unit_price' => $price, 'quantity' => $qty, 'tax_rate' => $rate]);
    }

    public function test_single_rate_totals(): void
    {
        $totals = (new InvoiceTaxCalculator())->totals([$this->line(10000, 2, TaxRate::Standard)]);

        $this->assertSame(['subtotal' => 20000, 'tax' => 2000, 'total' => 22000], $totals);
    }

    public function test_mixed_rates_are_summarized_separately(): void
    {
        $summary = (new InvoiceTaxCalculator())->summarize([
            $this->line(5000, 1, TaxRate::Standard),
            $this->line(1000, 3, TaxRate::Reduced),
        ]);

        $this->assertSame([10 => ['base' => 5000, 'tax' => 500], 8 => ['base' => 3000, 'tax' => 240]], $summary);
    }

    public function test_floor_is_the_default_rounding(): void
    {
        $this->assertSame(129, (new InvoiceTaxCalculator())->roundTax(129.8));
    }
}
