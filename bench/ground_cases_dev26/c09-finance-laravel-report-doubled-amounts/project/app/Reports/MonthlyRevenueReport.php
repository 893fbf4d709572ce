<?php

namespace App\Reports;

use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * Paid revenue per customer for one calendar month (Asia/Shanghai), for finance.
 */
class MonthlyRevenueReport
{
    public const COLUMNS = ['客户ID', '客户名称', '订单数', '营收', '退款'];

    /** @return array<int, object> */
    public function rows(CarbonImmutable $month): array
    {
        $from = $month->startOfMonth();
        $to = $from->addMonth();

        $sql = <<<'SQL'
            SELECT c.id AS customer_id,
                   c.name AS customer_name,
                   COUNT(o.id) AS orders,
                   SUM(o.total) AS revenue,
                   COALESCE(SUM(r.amount), 0) AS refunded
            FROM orders o
            JOIN customers c ON c.id = o.customer_id
            LEFT JOIN refunds r ON r.customer_id = o.customer_id
            WHERE o.paid_at >= ? AND o.paid_at < ?
              AND o.status = 'paid'
            GROUP BY c.id, c.name
            ORDER BY revenue DESC
            SQL;

        return DB::select($sql, [$from, $to]);
    }

    /** Rows as CSV lines, header first; amounts with two decimals. */
    public function toCsv(CarbonImmutable $month): string
    {
        $out = fopen('php://temp', 'r+');
        fputcsv($out, self::COLUMNS);
        foreach ($this->rows($month) as $row) {
            fputcsv($out, [
                $row->customer_id,
                $row->customer_name,
                $row->orders,
                number_format((float) $row->revenue, 2, '.', ''),
                number_format((float) $row->refunded, 2, '.', ''),
            ]);
        }
        rewind($out);

        return stream_get_contents($out);
    }
}
