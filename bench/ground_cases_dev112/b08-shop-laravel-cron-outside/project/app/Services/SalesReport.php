<?php

namespace App\Services;

use App\Models\Order;
use Carbon\CarbonImmutable;

class SalesReport
{
    /**
     * Totals for one JST calendar day.
     */
    public function forDate(CarbonImmutable $date): array
    {
        $from = $date->startOfDay()->utc();
        $to = $date->endOfDay()->utc();

        $orders = Order::query()
            ->where('status', 'paid')
            ->whereBetween('paid_at', [$from, $to])
            ->get(['id', 'total', 'channel']);

        return [
            'count' => $orders->count(),
            'total' => (int) $orders->sum('total'),
            'by_channel' => $orders->groupBy('channel')
                ->map(fn ($g) => (int) $g->sum('total'))
                ->sortDesc()
                ->all(),
        ];
    }
}
