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
        $customer = Customer::factory()->create(['name' => 'Kessler GmbH']);
        Invoice::factory()->count(3)->for($customer)->create();

        $this->getJson('/api/invoices')
            ->assertOk()
            ->assertJsonCount(3, 'data')
            ->assertJsonPath('data.0.customer', 'Kessler GmbH');
    }

    public function test_unpaid_filter(): void
    {
        Invoice::factory()->create(['paid_at' => now()]);
        Invoice::factory()->create(['paid_at' => null]);

        $this->getJson('/api/invoices?unpaid=1')->assertOk()->assertJsonCount(1, 'data');
    }
}
