<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_invoices(): void
    {
        Invoice::factory()->count(3)->paid()->create();

        $this->getJson('/api/invoices')->assertOk()->assertJsonCount(3, 'data');
    }

    public function test_show_returns_summary(): void
    {
        $invoice = Invoice::factory()->paid()->create(['net_cents' => 10000, 'currency' => 'EUR']);

        $this->getJson("/api/invoices/{$invoice->id}")
            ->assertOk()
            ->assertJsonPath('data.status', 'paid')
            ->assertJsonPath('data.number', $invoice->number);
    }

    public function test_pay_marks_invoice_paid(): void
    {
        $invoice = Invoice::factory()->create(['paid_at' => null]);

        $this->postJson("/api/invoices/{$invoice->id}/pay")
            ->assertOk()
            ->assertJsonPath('data.status', 'paid');
        $this->assertNotNull($invoice->fresh()->paid_at);
    }

    public function test_show_unknown_invoice_is_404(): void
    {
        $this->getJson('/api/invoices/999999')->assertNotFound();
    }
}
