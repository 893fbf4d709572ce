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

    public function test_exports_invoices_in_range_as_german_csv(): void
    {
        $customer = Customer::factory()->create(['name' => 'Müller GmbH']);
        Invoice::factory()->for($customer)->create([
            'number' => 'INV-1001', 'issued_at' => '2025-10-05', 'due_at' => '2025-11-04',
            'total_cents' => 123450, 'currency' => 'EUR', 'status' => 'sent',
        ]);
        Invoice::factory()->for($customer)->create(['number' => 'INV-0999', 'issued_at' => '2025-09-30']);

        $response = $this->actingAs(User::factory()->create())
            ->get('/invoices/export?from=2025-10-01&to=2025-10-31');

        $response->assertOk();
        $csv = $response->streamedContent();
        $this->assertStringContainsString("INV-1001;\"Müller GmbH\";05.10.2025;04.11.2025;1234,50;sent", $csv);
        $this->assertStringNotContainsString('INV-0999', $csv);
    }

    public function test_rejects_reversed_range(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/invoices/export?from=2025-10-31&to=2025-10-01')
            ->assertSessionHasErrors('to');
    }
}
