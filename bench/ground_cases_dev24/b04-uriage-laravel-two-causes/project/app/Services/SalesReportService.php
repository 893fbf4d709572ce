<?php

namespace App\Services;

use App\Models\Order;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

class SalesReportService
{
    /**
     * 月次売上 CSV の行。決済日（paid_at）でその月に入る注文を 1 行ずつ返す。
     */
    public function monthlyRows(CarbonImmutable $month): Collection
    {
        $from = $month->startOfMonth();
        $to = $month->endOfMonth();

        return Order::query()
            ->with('customer')
            ->whereIn('status', ['paid', 'shipped'])
            ->whereBetween('paid_at', [$from->toDateString(), $to->toDateString()])
            ->orderBy('paid_at')
            ->get()
            ->map(fn (Order $order) => [
                'order_number' => $order->number,
                'paid_at' => $order->paid_at->format('Y-m-d H:i'),
                'customer' => $order->customer?->name ?? 'ゲスト',
                'subtotal' => $order->subtotal,
                'tax' => $order->tax,
                'total' => $order->subtotal + $order->tax,
                'payment_method' => $order->payment_method,
            ]);
    }

    /**
     * 画面上部のサマリー（件数と合計）。
     */
    public function monthlySummary(CarbonImmutable $month): array
    {
        $rows = $this->monthlyRows($month);

        return [
            'count' => $rows->count(),
            'total' => $rows->sum('total'),
            'tax' => $rows->sum('tax'),
        ];
    }
}
