<?php

namespace Tests\Feature;

use App\Exports\SalesReportExport;
use App\Models\Order;
use App\Models\Shop;
use Carbon\Carbon;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class SalesReportExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_exports_paid_orders_in_range(): void
    {
        $shop = Shop::factory()->create();
        Order::factory()->for($shop)->create(['status' => 'paid', 'paid_at' => '2025-11-02 10:00:00', 'amount' => 1000]);
        Order::factory()->for($shop)->create(['status' => 'pending', 'paid_at' => null, 'amount' => 500]);

        $export = new SalesReportExport(Carbon::parse('2025-11-01'), Carbon::parse('2025-11-03'));

        $this->assertSame(1, $export->query()->count());
    }

    public function test_headings(): void
    {
        $export = new SalesReportExport(Carbon::parse('2025-11-01'), Carbon::parse('2025-11-03'));

        $this->assertSame('订单号', $export->headings()[0]);
    }
}
