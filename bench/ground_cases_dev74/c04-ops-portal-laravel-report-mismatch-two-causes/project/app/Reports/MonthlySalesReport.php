<?php

namespace App\Reports;

use App\Models\Order;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * Revenue per store for one calendar month, as sent to finance.
 */
class MonthlySalesReport
{
    public function __construct(private readonly int $year, private readonly int $month)
    {
    }

    public function period(): array
    {
        $start = CarbonImmutable::create($this->year, $this->month, 1, 0, 0, 0, 'UTC');

        return [$start, $start->addMonth()];
    }

    /** @return Collection<int, object{store_code: string, store_name: string, orders: int, revenue: string}> */
    public function rows(): Collection
    {
        [$start, $end] = $this->period();

        return DB::table('orders')
            ->join('stores', 'stores.id', '=', 'orders.store_id')
            ->whereIn('orders.status', config('reports.revenue_statuses'))
            ->where('orders.paid_at', '>=', $start)
            ->where('orders.paid_at', '<', $end)
            ->groupBy('stores.code', 'stores.name')
            ->orderBy('stores.code')
            ->selectRaw('stores.code as store_code, stores.name as store_name, count(*) as orders, sum(orders.total_amount) as revenue')
            ->get();
    }

    public function total(): string
    {
        return $this->rows()->reduce(fn (string $sum, $row) => bcadd($sum, (string) $row->revenue, 2), '0.00');
    }
}
