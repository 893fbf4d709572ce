<?php

namespace Tests\Feature;

use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoicePageTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_only_own_invoices(): void
    {
        $me = User::factory()->create();
        $mine = Invoice::factory()->for($me)->create();
        $theirs = Invoice::factory()->create();

        $this->actingAs($me)->get('/invoices')
            ->assertOk()
            ->assertSee($mine->number)
            ->assertDontSee($theirs->number);
    }

    public function test_show_forbidden_for_other_users_invoice(): void
    {
        $invoice = Invoice::factory()->create();

        $this->actingAs(User::factory()->create())
            ->get("/invoices/{$invoice->id}")
            ->assertForbidden();
    }
}
