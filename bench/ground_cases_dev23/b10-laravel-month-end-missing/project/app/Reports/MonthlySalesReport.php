<?php

namespace App\Reports;

use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * 店舗ごとの月次売上（日別の注文数・売上）。経理向けの CSV と管理画面のグラフで使う。
 */
class MonthlySalesReport
{
    public function __construct(private readonly int $storeId)
    {
    }

    /**
     * @return Collection<int, object{day: string, orders: int, sales: int}>
     */
    public function forMonth(int $year, int $month): Collection
    {
        $start = Carbon::create($year, $month, 1)->startOfDay();
        $end = Carbon::create($year, $month, 1)->addMonth()->subDay();

        return DB::table('orders')
            ->selectRaw('DATE(ordered_at) as day, COUNT(*) as orders, SUM(total) as sales')
            ->where('store_id', $this->storeId)
            ->where('status', 'completed')
            ->whereBetween('ordered_at', [$start, $end])
            ->groupBy('day')
            ->orderBy('day')
            ->get();
    }

    /**
     * 月の合計（注文数・売上）。
     *
     * @return array{orders: int, sales: int}
     */
    public function totals(int $year, int $month): array
    {
        $rows = $this->forMonth($year, $month);

        return [
            'orders' => (int) $rows->sum('orders'),
            'sales' => (int) $rows->sum('sales'),
        ];
    }

    /**
     * 前年同月比（%）。前年の売上が 0 のときは null。
     */
    public function yearOverYear(int $year, int $month): ?float
    {
        $current = $this->totals($year, $month)['sales'];
        $previous = $this->totals($year - 1, $month)['sales'];

        return $previous === 0 ? null : round(($current - $previous) / $previous * 100, 1);
    }
}
