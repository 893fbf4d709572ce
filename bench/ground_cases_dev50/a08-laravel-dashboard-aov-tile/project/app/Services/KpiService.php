<?php

namespace App\Services;

use App\Models\Order;
use Carbon\CarbonImmutable;

/**
 * Numbers for the dashboard tiles. Money is returned in euros as float, rounded to cents.
 */
class KpiService
{
    public function revenue(CarbonImmutable $from, CarbonImmutable $to): float
    {
        $net = Order::paidBetween($from, $to)->sum('total') - Order::paidBetween($from, $to)->sum('refunded');

        return round((float) $net, 2);
    }

    public function orderCount(CarbonImmutable $from, CarbonImmutable $to): int
    {
        return Order::paidBetween($from, $to)->notTest()->count();
    }

    public function averageOrderValue(CarbonImmutable $from, CarbonImmutable $to): float
    {
        $orders = Order::paidBetween($from, $to);
        $count = (clone $orders)->count();
        $sum = (clone $orders)->sum('total');

        return $count === 0 ? 0.0 : round($sum / $count / 100, 2);
    }

    public function refundRate(CarbonImmutable $from, CarbonImmutable $to): float
    {
        $paid = Order::paidBetween($from, $to)->sum('total');
        $refunded = Order::paidBetween($from, $to)->sum('refunded');

        return $paid == 0 ? 0.0 : round($refunded / $paid * 100, 1);
    }

    /** Daily revenue for the chart, keyed by Y-m-d. */
    public function dailyRevenue(CarbonImmutable $from, CarbonImmutable $to): array
    {
        return Order::paidBetween($from, $to)
            ->selectRaw('DATE(paid_at) as day, SUM(total - refunded) as revenue')
            ->groupBy('day')
            ->orderBy('day')
            ->pluck('revenue', 'day')
            ->map(fn ($v) => round((float) $v, 2))
            ->all();
    }
}
