<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\OrderItem;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BackfillOrderTotalsTest extends TestCase
{
    use RefreshDatabase;

    private function orderWithItems(array $items): Order
    {
        $order = Order::factory()->create(['total_cents' => null]);
        foreach ($items as [$qty, $price]) {
            OrderItem::factory()->for($order)->create(['quantity' => $qty, 'unit_price_cents' => $price]);
        }

        return $order;
    }

    public function test_it_fills_totals_from_items(): void
    {
        $order = $this->orderWithItems([[2, 1500], [1, 999]]);

        $this->artisan('orders:backfill-totals')->assertSuccessful();

        $this->assertSame(3999, $order->fresh()->total_cents);
    }

    public function test_dry_run_writes_nothing(): void
    {
        $order = $this->orderWithItems([[1, 500]]);

        $this->artisan('orders:backfill-totals', ['--dry-run' => true])
            ->expectsOutputToContain('Would update 1 orders.')
            ->assertSuccessful();

        $this->assertNull($order->fresh()->total_cents);
    }

    public function test_since_only_touches_recent_orders(): void
    {
        $old = $this->orderWithItems([[1, 700]]);
        $old->forceFill(['placed_at' => '2025-09-30 23:59:59'])->saveQuietly();
        $recent = $this->orderWithItems([[3, 200]]);
        $recent->forceFill(['placed_at' => '2025-10-01 00:00:00'])->saveQuietly();

        $this->artisan('orders:backfill-totals', ['--since' => '2025-10-01'])
            ->expectsOutputToContain('Updated 1 orders.')
            ->assertSuccessful();

        $this->assertNull($old->fresh()->total_cents);
        $this->assertSame(600, $recent->fresh()->total_cents);
    }

    public function test_since_rejects_a_bad_date(): void
    {
        $this->artisan('orders:backfill-totals', ['--since' => 'last week'])->assertExitCode(2);
    }
}
