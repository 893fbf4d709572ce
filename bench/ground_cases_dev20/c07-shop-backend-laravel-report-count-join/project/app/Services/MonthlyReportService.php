<?php

namespace App\Services;

use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

class MonthlyReportService
{
    /**
     * Paid orders in the month: order count, units sold and revenue.
     */
    public function summary(CarbonImmutable $month): array
    {
        $start = $month->startOfMonth();
        $end = $month->endOfMonth();

        return Cache::remember("report:summary:{$start->format('Y-m')}", 600, function () use ($start, $end) {
            $row = DB::table('orders')
                ->join('order_items', 'order_items.order_id', '=', 'orders.id')
                ->where('orders.status', 'paid')
                ->whereBetween('orders.paid_at', [$start, $end])
                ->selectRaw('COUNT(orders.id) AS order_count')
                ->selectRaw('SUM(order_items.quantity) AS units')
                ->selectRaw('SUM(order_items.quantity * order_items.unit_price) AS revenue')
                ->first();

            return [
                'month' => $start->format('Y-m'),
                'order_count' => (int) $row->order_count,
                'units' => (int) $row->units,
                'revenue' => round((float) $row->revenue, 2),
            ];
        });
    }

    /**
     * Best-selling products of the month by units.
     */
    public function topProducts(CarbonImmutable $month, int $limit = 10): array
    {
        return DB::table('order_items')
            ->join('orders', 'orders.id', '=', 'order_items.order_id')
            ->join('products', 'products.id', '=', 'order_items.product_id')
            ->where('orders.status', 'paid')
            ->whereBetween('orders.paid_at', [$month->startOfMonth(), $month->endOfMonth()])
            ->groupBy('products.id', 'products.name')
            ->orderByDesc('units')
            ->limit($limit)
            ->get(['products.id', 'products.name', DB::raw('SUM(order_items.quantity) AS units')])
            ->map(fn ($r) => ['id' => $r->id, 'name' => $r->name, 'units' => (int) $r->units])
            ->all();
    }

    /**
     * Paid order count per day, for the chart under the summary.
     */
    public function daily(CarbonImmutable $month): array
    {
        return DB::table('orders')
            ->where('status', 'paid')
            ->whereBetween('paid_at', [$month->startOfMonth(), $month->endOfMonth()])
            ->groupBy(DB::raw('DATE(paid_at)'))
            ->orderBy('day')
            ->get([DB::raw('DATE(paid_at) AS day'), DB::raw('COUNT(*) AS orders')])
            ->map(fn ($r) => ['day' => $r->day, 'orders' => (int) $r->orders])
            ->all();
    }
}
