<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Invoice;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReportExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_export_requires_dates(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->get('/reports/export')
            ->assertSessionHasErrors(['from', 'to']);
    }

    public function test_export_returns_csv(): void
    {
        $user = User::factory()->create();
        $customer = Customer::factory()->for($user->tenant)->create(['name' => '株式会社テスト']);
        Invoice::factory()->for($customer)->for($user->tenant)->create(['issued_on' => '2025-04-10', 'total' => 11000]);

        $response = $this->actingAs($user)->get('/reports/export?from=2025-04-01&to=2025-04-30');

        $response->assertOk();
        $this->assertStringContainsString('株式会社テスト', $response->streamedContent());
        $this->assertStringContainsString('11000', $response->streamedContent());
    }
}
