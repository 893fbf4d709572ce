<?php

namespace Tests\Feature;

use App\Models\Client;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlyReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_lists_invoices_of_the_month(): void
    {
        $client = Client::factory()->create();
        Invoice::factory()->for($client)->create(['issued_at' => '2025-10-01 09:00:00']);
        Invoice::factory()->for($client)->create(['issued_at' => '2025-10-15 00:00:00']);
        Invoice::factory()->for($client)->create(['issued_at' => '2025-11-01 09:00:00']);

        $response = $this->get('/reports/monthly?year=2025&month=10');

        $response->assertOk();
        $response->assertViewHas('invoices', fn ($invoices) => $invoices->count() === 2);
    }

    public function test_month_is_validated(): void
    {
        $this->get('/reports/monthly?year=2025&month=13')->assertSessionHasErrors('month');
    }

    public function test_csv_download(): void
    {
        $client = Client::factory()->create(['name' => '株式会社テスト']);
        Invoice::factory()->for($client)->create(['issued_at' => '2025-10-03 10:00:00']);

        $response = $this->get('/reports/monthly.csv?year=2025&month=10');

        $response->assertOk();
        $this->assertStringContainsString('株式会社テスト', $response->streamedContent());
    }
}
