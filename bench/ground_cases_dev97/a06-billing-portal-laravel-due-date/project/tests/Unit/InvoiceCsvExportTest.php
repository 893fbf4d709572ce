<?php

namespace Tests\Unit;

use App\Exports\InvoiceCsvExport;
use App\Models\Customer;
use App\Models\Invoice;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class InvoiceCsvExportTest extends TestCase
{
    private function invoice(string $number): Invoice
    {
        $customer = new Customer(['name' => 'Acme BV', 'payment_terms_days' => 30]);
        $invoice = new Invoice(['number' => $number, 'total_cents' => 12345, 'currency' => 'EUR', 'status' => 'open']);
        $invoice->issued_on = CarbonImmutable::parse('2025-01-10');
        $invoice->setRelation('customer', $customer);

        return $invoice;
    }

    public function test_header_comes_first(): void
    {
        $rows = (new InvoiceCsvExport(collect([$this->invoice('INV-1')])))->rows();
        $this->assertSame(InvoiceCsvExport::HEADER, $rows[0]);
    }

    public function test_every_invoice_is_exported(): void
    {
        $invoices = collect([$this->invoice('INV-1'), $this->invoice('INV-2'), $this->invoice('INV-3')]);
        $rows = (new InvoiceCsvExport($invoices))->rows();
        $this->assertCount(4, $rows);
        $this->assertSame('INV-3', $rows[3][0]);
    }

    public function test_amount_has_two_decimals(): void
    {
        $rows = (new InvoiceCsvExport(collect([$this->invoice('INV-1'), $this->invoice('INV-2')])))->rows();
        $this->assertSame('123.45', $rows[1][4]);
    }
}
