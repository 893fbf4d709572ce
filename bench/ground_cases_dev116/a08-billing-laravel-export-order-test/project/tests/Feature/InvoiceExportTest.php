<?php

namespace Tests\Feature;

use App\Exports\InvoiceExport;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InvoiceExportTest extends TestCase
{
    use RefreshDatabase;

    private function csv(InvoiceExport $export): array
    {
        $out = fopen('php://memory', 'w+');
        $export->writeTo($out);
        rewind($out);
        $lines = [];
        while (($row = fgetcsv($out)) !== false) {
            $lines[] = $row;
        }
        return $lines;
    }

    public function test_it_includes_header(): void
    {
        $rows = $this->csv(new InvoiceExport(2025, 10));
        $this->assertSame(InvoiceExport::HEADER, $rows[0]);
    }

    public function test_it_exports_rows_in_date_order(): void
    {
        Invoice::factory()->create(['number' => 'B-2', 'issued_on' => '2025-10-20', 'status' => 'sent']);
        Invoice::factory()->create(['number' => 'A-1', 'issued_on' => '2025-10-03', 'status' => 'paid']);
        Invoice::factory()->create(['number' => 'X-9', 'issued_on' => '2025-10-11', 'status' => 'draft']);

        $numbers = array_column(array_slice($this->csv(new InvoiceExport(2025, 10)), 1), 0);

        $this->assertSame(['A-1', 'B-2'], $numbers);
    }
}
