<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MonthlyReportTest extends TestCase
{
    use RefreshDatabase;

    public function test_revenue_sums_paid_items(): void
    {
        $product = Product::factory()->create(['name' => '咖啡豆']);
        Order::factory()->paidAt('2025-06-10 12:00:00')->withItem($product, quantity: 2, unitPrice: 50)->create();
        Order::factory()->paidAt('2025-06-11 09:30:00')->withItem($product, quantity: 1, unitPrice: 50)->create();

        $this->actingAs(User::factory()->admin()->create())
            ->get('/admin/reports/monthly?month=2025-06')
            ->assertOk()
            ->assertViewHas('summary', fn ($s) => $s['revenue'] === 150.0 && $s['units'] === 3);
    }

    public function test_unpaid_orders_are_ignored(): void
    {
        $product = Product::factory()->create();
        Order::factory()->state(['status' => 'pending'])->withItem($product, quantity: 5, unitPrice: 10)->create();

        $this->actingAs(User::factory()->admin()->create())
            ->get('/admin/reports/monthly?month=2025-06')
            ->assertOk()
            ->assertViewHas('summary', fn ($s) => $s['revenue'] === 0.0);
    }
}
