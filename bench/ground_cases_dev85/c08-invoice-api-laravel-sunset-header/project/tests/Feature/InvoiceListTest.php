<?php

namespace Tests\Feature;

use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceListTest extends TestCase
{
    use RefreshDatabase;

    public function test_lists_own_invoices(): void
    {
        $user = User::factory()->create();
        Invoice::factory()->count(3)->create(['tenant_id' => $user->tenant_id]);
        Invoice::factory()->count(2)->create();

        $this->actingAs($user)->getJson('/api/v2/invoices')
            ->assertOk()
            ->assertJsonCount(3, 'data');
    }

    public function test_per_page_is_limited(): void
    {
        $this->actingAs(User::factory()->create())
            ->getJson('/api/v2/invoices?per_page=101')
            ->assertStatus(422)
            ->assertJsonPath('error.code', 'validation_failed')
            ->assertJsonValidationErrors('per_page', 'error.fields');
    }

    public function test_unknown_status_is_rejected(): void
    {
        $this->actingAs(User::factory()->create())
            ->getJson('/api/v2/invoices?status=lost')
            ->assertStatus(422);
    }
}
