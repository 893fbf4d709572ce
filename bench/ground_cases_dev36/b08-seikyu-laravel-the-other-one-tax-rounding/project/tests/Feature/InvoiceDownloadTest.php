<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceDownloadTest extends TestCase
{
    use RefreshDatabase;

    public function test_japanese_filename_is_encoded(): void
    {
        $user = User::factory()->create();
        $customer = Customer::factory()->create(['name' => '株式会社みどり商事']);
        $invoice = Invoice::factory()->for($customer)->create(['number' => 'INV-2025-0042', 'user_id' => $user->id]);

        $response = $this->actingAs($user)->get(route('invoices.download', $invoice));

        $response->assertOk();
        $this->assertStringContainsString(
            "filename*=utf-8''INV-2025-0042_%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE",
            $response->headers->get('Content-Disposition'),
        );
    }
}
