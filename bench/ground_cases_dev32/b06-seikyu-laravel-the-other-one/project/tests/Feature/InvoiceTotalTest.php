<?php

namespace Tests\Feature;

use App\Models\Client;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceTotalTest extends TestCase
{
    use RefreshDatabase;

    private function invoiceWith(array $items): Invoice
    {
        $invoice = Invoice::factory()->for(Client::factory())->create();
        foreach ($items as [$price, $qty]) {
            $invoice->items()->create([
                'description' => 'item',
                'unit_price' => $price,
                'quantity' => $qty,
                'tax_rate' => '0.10',
            ]);
        }

        return $invoice->fresh('items');
    }

    public function test_subtotal_multiplies_unit_price_by_quantity(): void
    {
        $invoice = $this->invoiceWith([[1200, 2], [500, 3]]);

        $this->assertSame(3900, $invoice->subtotal());
    }

    public function test_total_includes_tax(): void
    {
        $invoice = $this->invoiceWith([[1200, 2], [500, 3]]);

        $this->assertSame(390, $invoice->taxTotal());
        $this->assertSame(4290, $invoice->total());
    }
}
