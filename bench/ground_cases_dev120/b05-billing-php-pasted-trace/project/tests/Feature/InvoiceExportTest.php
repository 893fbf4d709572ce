<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_csv_has_tax_label_and_dated_filename(): void
    {
        $customer = Customer::factory()->create(['name' => '山田工務店']);
        Invoice::factory()->for($customer)->create([
            'number' => 'INV-0001',
            'issued_at' => '2025-10-15',
            'lines' => [
                ['description' => '設計料', 'quantity' => 1, 'amount' => 50000, 'tax_rate' => 10],
                ['description' => '弁当', 'quantity' => 4, 'amount' => 3200, 'tax_rate' => 8],
            ],
        ]);

        $response = $this->actingAs(User::factory()->create())
            ->get('/invoices/export?from=2025-10-01&to=2025-10-31');

        $response->assertOk();
        $response->assertHeader('Content-Disposition', 'attachment; filename="invoices_20251001-20251031.csv"');
        $csv = $response->getContent();
        $this->assertStringContainsString('INV-0001,山田工務店,設計料,1,50000,50000,10%,2025-10-15', $csv);
        $this->assertStringContainsString('INV-0001,山田工務店,弁当,4,800,3200,8%（軽減）,2025-10-15', $csv);
    }
}
