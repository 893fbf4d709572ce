<?php

namespace Tests\Feature;

use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceDownloadTest extends TestCase
{
    use RefreshDatabase;

    public function test_owner_can_download_invoice(): void
    {
        $me = User::factory()->create();
        $invoice = Invoice::factory()->for($me)->create();

        $this->actingAs($me)
            ->get("/invoices/{$invoice->id}/download")
            ->assertOk()
            ->assertHeader('Content-Type', 'application/pdf');
    }

    public function test_other_customer_cannot_download_invoice(): void
    {
        $invoice = Invoice::factory()->create();

        $this->actingAs(User::factory()->create())
            ->get("/invoices/{$invoice->id}/download")
            ->assertForbidden();
    }

    public function test_support_can_download_any_invoice(): void
    {
        $invoice = Invoice::factory()->create();

        $this->actingAs(User::factory()->create(['is_support' => true]))
            ->get("/invoices/{$invoice->id}/download")
            ->assertOk();
    }
}
