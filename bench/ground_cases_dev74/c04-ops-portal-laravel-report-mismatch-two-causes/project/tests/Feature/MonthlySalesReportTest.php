<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\Store;
use App\Reports\MonthlySalesReport;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlySalesReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_sums_paid_orders_per_store(): void
    {
        $store = Store::create(['code' => 'SH01', 'name' => '上海一店', 'region' => 'east']);
        $store->orders()->forceCreate(['status' => Order::STATUS_PAID, 'total_amount' => '100.00', 'paid_at' => '2025-10-05 12:00:00']);
        $store->orders()->forceCreate(['status' => Order::STATUS_PAID, 'total_amount' => '50.50', 'paid_at' => '2025-10-20 12:00:00']);
        $store->orders()->forceCreate(['status' => Order::STATUS_PENDING, 'total_amount' => '999.00', 'paid_at' => null]);

        $rows = (new MonthlySalesReport(2025, 10))->rows();

        $this->assertCount(1, $rows);
        $this->assertSame('150.50', number_format((float) $rows[0]->revenue, 2, '.', ''));
    }
}
