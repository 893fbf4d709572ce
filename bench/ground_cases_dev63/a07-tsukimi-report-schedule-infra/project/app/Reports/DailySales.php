<?php

namespace App\Reports;

use App\Support\Money;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;

class DailySales
{
    /**
     * Orders and revenue for one calendar day. created_at is stored in UTC.
     */
    public function forDay(CarbonInterface $day): array
    {
        // Start of the day in the app's time zone (Asia/Tokyo), then UTC for the query.
        $from = $day->copy()->startOfDay()->utc();
        $to = $from->copy()->addDay();

        $row = DB::table('orders')
            ->where('status', 'paid')
            ->where('created_at', '>=', $from)
            ->where('created_at', '<', $to)
            ->selectRaw('COUNT(*) AS orders, COALESCE(SUM(total_jpy), 0) AS revenue')
            ->first();

        return [
            'day' => $day->toDateString(),
            'orders' => (int) $row->orders,
            'revenue' => (int) $row->revenue,
            'revenue_label' => Money::yen((int) $row->revenue),
        ];
    }

    public function topProducts(CarbonInterface $day, int $limit = 5): array
    {
        $from = $day->copy()->startOfDay()->utc();

        return DB::table('order_items')
            ->join('orders', 'orders.id', '=', 'order_items.order_id')
            ->where('orders.status', 'paid')
            ->whereBetween('orders.created_at', [$from, $from->copy()->addDay()])
            ->groupBy('order_items.product_name')
            ->orderByRaw('SUM(order_items.total_jpy) DESC')
            ->limit($limit)
            ->pluck('order_items.product_name')
            ->all();
    }
}
