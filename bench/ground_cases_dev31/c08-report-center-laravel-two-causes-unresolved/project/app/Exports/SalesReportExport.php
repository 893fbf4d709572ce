<?php

namespace App\Exports;

use App\Models\Order;
use Carbon\Carbon;
use Maatwebsite\Excel\Concerns\FromQuery;
use Maatwebsite\Excel\Concerns\ShouldAutoSize;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithMapping;

class SalesReportExport implements FromQuery, WithHeadings, WithMapping, ShouldAutoSize
{
    public function __construct(
        private Carbon $from,
        private Carbon $to,
        private ?int $shopId = null,
    ) {
    }

    public function query()
    {
        return Order::query()
            ->with('shop')
            ->where('status', Order::STATUS_PAID)
            ->whereBetween('paid_at', [$this->from, $this->to])
            ->when($this->shopId, fn ($q) => $q->where('shop_id', $this->shopId))
            ->orderBy('paid_at');
    }

    public function headings(): array
    {
        return ['订单号', '门店', '支付时间', '支付方式', '金额', '状态'];
    }

    /**
     * @param Order $order
     */
    public function map($order): array
    {
        return [
            $order->order_no,
            $order->shop->name,
            $order->paid_at->format('Y-m-d H:i:s'),
            $order->pay_channel,
            number_format($order->amount / 100, 2, '.', ''),
            $order->statusLabel(),
        ];
    }
}
