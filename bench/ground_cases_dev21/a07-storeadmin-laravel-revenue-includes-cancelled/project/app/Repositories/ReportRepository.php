<?php

namespace App\Repositories;

use Illuminate\Support\Facades\DB;

class ReportRepository
{
    /**
     * Revenue per calendar month for the given year, in cents.
     *
     * @return array<int, object{month: string, revenue_cents: int, orders: int}>
     */
    public function monthlyRevenue(int $year): array
    {
        return DB::select(<<<'SQL'
            SELECT DATE_FORMAT(o.paid_at, '%Y-%m') AS month,
                   SUM(o.total_cents)             AS revenue_cents,
                   COUNT(*)                       AS orders
            FROM orders o
            WHERE o.paid_at IS NOT NULL
              AND YEAR(o.paid_at) = ?
            GROUP BY month
            ORDER BY month
        SQL, [$year]);
    }

    /**
     * Best selling products of the year by quantity.
     */
    public function topProducts(int $year, int $limit = 10): array
    {
        return DB::select(<<<'SQL'
            SELECT p.id, p.name, SUM(oi.quantity) AS sold, SUM(oi.quantity * oi.unit_cents) AS revenue_cents
            FROM order_items oi
            JOIN orders o   ON o.id = oi.order_id
            JOIN products p ON p.id = oi.product_id
            WHERE o.status = 'paid'
              AND YEAR(o.paid_at) = ?
            GROUP BY p.id, p.name
            ORDER BY sold DESC
            LIMIT ?
        SQL, [$year, $limit]);
    }

    public function averageOrderValue(int $year): ?int
    {
        $avg = DB::table('orders')
            ->where('status', 'paid')
            ->whereYear('paid_at', $year)
            ->avg('total_cents');

        return $avg === null ? null : (int) round($avg);
    }
}
