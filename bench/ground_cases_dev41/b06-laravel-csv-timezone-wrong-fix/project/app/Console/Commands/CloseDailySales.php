<?php

namespace App\Console\Commands;

use App\Models\DailySales;
use App\Models\Order;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;

/**
 * Runs at 00:10 UTC and closes the previous UTC day (the accounting system books by UTC day).
 */
class CloseDailySales extends Command
{
    protected $signature = 'sales:close-day {date? : Y-m-d (UTC), defaults to yesterday}';

    protected $description = 'Aggregate the paid orders of one UTC day into daily_sales';

    public function handle(): int
    {
        $day = Carbon::parse($this->argument('date') ?? 'yesterday', 'UTC');

        $orders = Order::query()
            ->where('status', 'paid')
            ->placedBetween($day->copy()->startOfDay(), $day->copy()->endOfDay())
            ->get();

        $byDay = $orders->groupBy(fn (Order $order) => $order->ordered_at->toDateString());

        foreach ($byDay as $date => $group) {
            DailySales::updateOrCreate(
                ['date' => $date],
                ['orders' => $group->count(), 'total' => $group->sum('total')],
            );
        }

        $this->info(sprintf('closed %s: %d orders', $day->toDateString(), $orders->count()));

        return self::SUCCESS;
    }
}
