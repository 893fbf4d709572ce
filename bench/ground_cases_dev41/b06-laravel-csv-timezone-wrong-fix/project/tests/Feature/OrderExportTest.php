<?php

namespace Tests\Feature;

use App\Exports\OrdersExport;
use App\Models\Customer;
use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Maatwebsite\Excel\Facades\Excel;
use Tests\TestCase;

class OrderExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_can_download_orders_csv(): void
    {
        Excel::fake();
        $admin = User::factory()->admin()->create();

        $this->actingAs($admin)
            ->get('/admin/orders/export?from=2025-11-01&to=2025-11-30')
            ->assertOk();

        Excel::assertDownloaded('orders_20251101-20251130.csv', function (OrdersExport $export) {
            return $export->headings()[1] === '注文日時';
        });
    }

    public function test_export_contains_orders_in_range(): void
    {
        $customer = Customer::factory()->create();
        Order::factory()->for($customer)->create(['ordered_at' => '2025-11-10 03:00:00']);
        Order::factory()->for($customer)->create(['ordered_at' => '2025-12-02 03:00:00']);

        $export = new OrdersExport(Carbon::parse('2025-11-01'), Carbon::parse('2025-11-30 23:59:59'));

        $this->assertCount(1, $export->collection());
    }

    public function test_guest_cannot_export(): void
    {
        $this->get('/admin/orders/export?from=2025-11-01&to=2025-11-30')->assertRedirect('/login');
    }
}
