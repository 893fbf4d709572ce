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

    public function test_export_requires_login(): void
    {
        $this->get('/invoices/export?from=2025-10-01&to=2025-10-31')->assertRedirect('/login');
    }

    public function test_export_returns_csv_with_header(): void
    {
        $user = User::factory()->create();
        Invoice::factory()->for(Customer::factory())->create(['issued_at' => '2025-10-15 10:00:00']);

        $response = $this->actingAs($user)->get('/invoices/export?from=2025-10-01&to=2025-10-31');

        $response->assertOk();
        $response->assertHeader('Content-Type', 'text/csv; charset=UTF-8');
        $this->assertStringContainsString('发票号,客户,开票日期', $response->getContent());
    }

    public function test_export_amounts_are_in_yuan(): void
    {
        $user = User::factory()->create();
        Invoice::factory()->for(Customer::factory())->create([
            'issued_at' => '2025-10-15 10:00:00',
            'amount_cents' => 12800,
            'tax_cents' => 1664,
        ]);

        $csv = $this->actingAs($user)->get('/invoices/export?from=2025-10-01&to=2025-10-31')->getContent();

        $this->assertStringContainsString(',128.00,16.64,', $csv);
        $this->assertStringNotContainsString('12800', $csv);
    }
}
