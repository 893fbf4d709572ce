<?php

namespace Tests\Unit;

use App\Models\Invoice;
use App\Models\InvoiceItem;
use App\Services\Invoices\VatCalculator;
use Tests\TestCase;

class VatCalculatorTest extends TestCase
{
    private function invoice(array $items): Invoice
    {
        $invoice = new Invoice();
        $invoice->setRelation('items', collect($items)->map(fn ($i) => new InvoiceItem($i)));

        return $invoice;
    }

    public function test_vat_is_grouped_by_item_rate(): void
    {
        $totals = (new VatCalculator())->totals($this->invoice([
            ['quantity' => 10, 'unit_price' => 4.99, 'vat_rate' => 7],    // Saatgut
            ['quantity' => 2, 'unit_price' => 89.00, 'vat_rate' => 19],   // Gartenschere
            ['quantity' => 5, 'unit_price' => 12.50, 'vat_rate' => 7],    // Pflanzen
        ]));

        $this->assertSame(['19', '7'], array_map('strval', array_keys($totals['vat_groups'])));
        $this->assertEqualsWithDelta(112.40, $totals['vat_groups']['7']['net'], 0.001);
        $this->assertEqualsWithDelta(7.87, $totals['vat_groups']['7']['vat'], 0.001);
        $this->assertEqualsWithDelta(33.82, $totals['vat_groups']['19']['vat'], 0.001);
        $this->assertEqualsWithDelta(332.09, $totals['gross'], 0.001);
    }

    public function test_items_without_rate_use_the_standard_rate(): void
    {
        config(['billing.vat_rate' => 19]);
        $totals = (new VatCalculator())->totals($this->invoice([
            ['quantity' => 1, 'unit_price' => 100.00, 'vat_rate' => null],
        ]));

        $this->assertEqualsWithDelta(19.00, $totals['vat'], 0.001);
    }
}
