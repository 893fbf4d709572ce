<?php

namespace Tests\Feature;

use App\Exports\InvoiceCsvExport;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Maatwebsite\Excel\Facades\Excel;
use Tests\TestCase;

class InvoiceExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_csv_has_headings(): void
    {
        $this->assertSame(
            ['請求書番号', '請求日', '取引先', '金額(税抜)', '消費税', '合計'],
            (new InvoiceCsvExport('2025-04'))->headings(),
        );
    }

    public function test_export_downloads_csv(): void
    {
        Excel::fake();
        $user = User::factory()->create();

        $this->actingAs($user)
            ->get('/invoices/export?month=2025-04')
            ->assertOk();

        Excel::assertDownloaded('invoices_202504.csv');
    }

    public function test_export_requires_month(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->get('/invoices/export')
            ->assertSessionHasErrors('month');
    }
}
