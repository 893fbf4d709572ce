<?php

namespace Tests\Unit;

use App\Services\InvoiceNumbers;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class InvoiceNumbersTest extends TestCase
{
    use RefreshDatabase;

    public function test_sequence_resets_yearly(): void
    {
        DB::table('invoices')->insert(['number' => 'KB-2024-00311', 'workspace_id' => 1, 'total_cents' => 100]);

        $this->assertSame('KB-2025-00001', (new InvoiceNumbers())->next(new \DateTimeImmutable('2025-01-02')));
    }
}
