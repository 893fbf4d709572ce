<?php

namespace Tests\Feature;

use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderExportTest extends TestCase
{
    use RefreshDatabase;

    public function test_export_has_header_and_rows(): void
    {
        Order::create(['customer_id' => 1, 'status' => 'paid', 'total_cents' => 1250, 'currency' => 'CNY']);
        Order::create(['customer_id' => 1, 'status' => 'pending', 'total_cents' => 900, 'currency' => 'CNY']);

        $response = $this->get('/api/orders/export');

        $response->assertOk();
        $lines = array_filter(explode("\n", $response->streamedContent()));
        $this->assertSame("\xEF\xBB\xBFid,customer,status,total,paid_at", $lines[0]);
        $this->assertCount(3, $lines);
    }

    public function test_status_filter(): void
    {
        Order::create(['customer_id' => 1, 'status' => 'paid', 'total_cents' => 1250, 'currency' => 'CNY']);
        Order::create(['customer_id' => 1, 'status' => 'refunded', 'total_cents' => 900, 'currency' => 'CNY']);

        $response = $this->get('/api/orders/export?status=refunded');

        $lines = array_filter(explode("\n", $response->streamedContent()));
        $this->assertCount(2, $lines);
    }
}
