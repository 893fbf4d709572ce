<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceValidationTest extends TestCase
{
    use RefreshDatabase;

    private function payload(array $overrides = []): array
    {
        return array_replace_recursive([
            'customer_id' => Customer::factory()->create()->id,
            'currency' => 'EUR',
            'issue_date' => '2025-11-01',
            'due_date' => '2025-11-15',
            'lines' => [
                ['description' => 'Consulting', 'quantity' => 3, 'unit_price' => 120, 'tax_rate' => 19],
            ],
        ], $overrides);
    }

    public function test_accepts_a_valid_invoice(): void
    {
        $this->actingAs(User::factory()->admin()->create())
            ->postJson('/api/invoices', $this->payload())
            ->assertCreated();
    }

    public function test_rejects_negative_quantity(): void
    {
        $this->actingAs(User::factory()->admin()->create())
            ->postJson('/api/invoices', $this->payload(['lines' => [['quantity' => -2]]]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors('lines.0.quantity');
    }

    public function test_rejects_unknown_tax_rate(): void
    {
        $this->actingAs(User::factory()->admin()->create())
            ->postJson('/api/invoices', $this->payload(['lines' => [['tax_rate' => 16]]]))
            ->assertUnprocessable();
    }
}
