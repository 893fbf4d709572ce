<?php

namespace App\Services;

use App\Models\Order;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

class RevenueReport
{
    public function __construct(private string $tz = 'UTC')
    {
    }

    /**
     * Paid orders of one calendar month, grouped by day and by payment method.
     *
     * @return array{from: CarbonImmutable, to: CarbonImmutable, total_cents: int, orders: int, by_day: Collection, by_method: Collection}
     */
    public function forMonth(int $year, int $month): array
    {
        $from = CarbonImmutable::create($year, $month, 1, 0, 0, 0, $this->tz);
        $to = $from->addMonth()->subDay();

        $orders = Order::query()
            ->where('status', 'paid')
            ->whereBetween('paid_at', [$from->utc(), $to->utc()])
            ->get(['id', 'total_cents', 'payment_method', 'paid_at']);

        return [
            'from' => $from,
            'to' => $to,
            'total_cents' => (int) $orders->sum('total_cents'),
            'orders' => $orders->count(),
            'by_day' => $this->byDay($orders),
            'by_method' => $orders->groupBy('payment_method')
                ->map(fn (Collection $group) => (int) $group->sum('total_cents'))
                ->sortDesc(),
        ];
    }

    private function byDay(Collection $orders): Collection
    {
        return $orders
            ->groupBy(fn (Order $order) => $order->paid_at->setTimezone($this->tz)->toDateString())
            ->map(fn (Collection $day) => [
                'orders' => $day->count(),
                'total_cents' => (int) $day->sum('total_cents'),
            ])
            ->sortKeys();
    }

    public static function money(int $cents): string
    {
        return number_format($cents / 100, 2, ',', '.') . ' €';
    }
}
