<?php

namespace App\Services;

use App\Models\Sale;
use Carbon\CarbonImmutable;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Support\Facades\DB;

class SalesReportService
{
    public function __construct(private readonly float $taxRate)
    {
    }

    public static function fromConfig(): self
    {
        return new self((float) config('report.tax_rate'));
    }

    /** @return array{0: CarbonImmutable, 1: CarbonImmutable} */
    public function range(string $month): array
    {
        $start = CarbonImmutable::createFromFormat('Y-m-d', $month.'-01', 'Asia/Tokyo')->startOfMonth();

        return [$start, $start->endOfMonth()];
    }

    public function rows(string $month, int $perPage): LengthAwarePaginator
    {
        [$from, $to] = $this->range($month);

        return Sale::query()
            ->select('product_code', 'product_name', DB::raw('SUM(quantity) AS quantity'), DB::raw('SUM(amount) AS amount'))
            ->whereBetween('sold_at', [$from, $to])
            ->groupBy('product_code', 'product_name')
            ->orderByDesc('amount')
            ->paginate($perPage)
            ->withQueryString()
            ->through(function ($row) {
                $row->tax_included = $this->withTax((int) $row->amount);

                return $row;
            });
    }

    /** Tax-included yen, rounded half up to whole yen. */
    public function withTax(int $amount): int
    {
        return (int) round($amount * (1 + $this->taxRate));
    }

    public function totals(string $month): array
    {
        [$from, $to] = $this->range($month);
        $row = Sale::query()
            ->whereBetween('sold_at', [$from, $to])
            ->selectRaw('COUNT(DISTINCT order_number) AS orders, COALESCE(SUM(quantity), 0) AS quantity, COALESCE(SUM(amount), 0) AS amount')
            ->first();

        return [
            'orders' => (int) $row->orders,
            'quantity' => (int) $row->quantity,
            'amount' => (int) $row->amount,
            'tax_included' => $this->withTax((int) $row->amount),
        ];
    }
}
