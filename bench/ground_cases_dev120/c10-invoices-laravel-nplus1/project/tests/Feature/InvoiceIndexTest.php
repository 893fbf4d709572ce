<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_lists_open_invoices_with_customer_name(): void
    {
        $customer = Customer::factory()->create(['name' => 'ACME']);
        Invoice::factory()->count(3)->create(['customer_id' => $customer->id, 'status' => 'open']);
        Invoice::factory()->create(['customer_id' => $customer->id, 'status' => 'paid']);

        $response = $this->actingAs(User::factory()->create())->getJson('/api/invoices');

        $response->assertOk();
        $this->assertCount(3, $response->json('data'));
        $this->assertSame('ACME', $response->json('data.0.customer'));
    }

    public function test_paginates_with_meta(): void
    {
        Invoice::factory()->count(60)->create(['status' => 'open']);
        $user = User::factory()->create();

        $first = $this->actingAs($user)->getJson('/api/invoices');
        $first->assertOk()->assertJsonPath('meta.total', 60)->assertJsonPath('meta.per_page', 50);
        $this->assertCount(50, $first->json('data'));

        $second = $this->actingAs($user)->getJson('/api/invoices?page=2');
        $this->assertCount(10, $second->json('data'));
    }

    public function test_gross_total_uses_tax_rate(): void
    {
        Invoice::factory()->create(['net_cents' => 10000, 'tax_rate' => 0.06, 'status' => 'open']);

        $response = $this->actingAs(User::factory()->create())->getJson('/api/invoices');

        $this->assertSame(10600, $response->json('data.0.total_cents'));
    }
}
