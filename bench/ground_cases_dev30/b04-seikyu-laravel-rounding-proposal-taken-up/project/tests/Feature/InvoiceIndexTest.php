<?php

namespace Tests\Feature;

use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_returns_invoices_as_json(): void
    {
        $user = User::factory()->create();
        Invoice::factory()->count(3)->create();

        $this->actingAs($user)
            ->getJson('/invoices')
            ->assertOk()
            ->assertJsonCount(3, 'data')
            ->assertJsonPath('total', 3);
    }

    public function test_index_filters_by_status(): void
    {
        $user = User::factory()->create();
        Invoice::factory()->create(['status' => 'draft']);
        Invoice::factory()->create(['status' => 'paid']);

        $this->actingAs($user)
            ->getJson('/invoices?status=paid')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.status', 'paid');
    }
}
