<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Order;
use App\Services\OrderExportService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class OrderExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_exports_paid_orders_of_the_month(): void
    {
        $c = Customer::factory()->create(['name' => '山田太郎']);
        Order::factory()->for($c)->create(['status' => 'paid', 'ordered_at' => Carbon::parse('2025-11-10 03:00', 'UTC')]);
        Order::factory()->for($c)->create(['status' => 'cancelled', 'ordered_at' => Carbon::parse('2025-11-11 03:00', 'UTC')]);
        Order::factory()->for($c)->create(['status' => 'paid', 'ordered_at' => Carbon::parse('2025-12-02 03:00', 'UTC')]);

        $csv = app(OrderExportService::class)->export('2025-11');
        $lines = array_values(array_filter(explode("\n", trim($csv))));

        $this->assertCount(2, $lines);
        $this->assertStringContainsString('山田太郎', $lines[1]);
    }

    public function test_header_has_bom(): void
    {
        $csv = app(OrderExportService::class)->export('2025-11');
        $this->assertStringStartsWith("\u{FEFF}注文番号", $csv);
    }
}
