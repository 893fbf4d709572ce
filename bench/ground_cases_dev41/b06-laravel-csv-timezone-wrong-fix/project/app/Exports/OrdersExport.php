<?php

namespace App\Exports;

use App\Models\Order;
use Carbon\CarbonInterface;
use Illuminate\Support\Collection;
use Maatwebsite\Excel\Concerns\FromCollection;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithMapping;

class OrdersExport implements FromCollection, WithHeadings, WithMapping
{
    public function __construct(
        private readonly CarbonInterface $from,
        private readonly CarbonInterface $to,
    ) {}

    public function collection(): Collection
    {
        return Order::query()
            ->with(['customer', 'items'])
            ->placedBetween($this->from, $this->to)
            ->orderBy('ordered_at')
            ->get();
    }

    public function headings(): array
    {
        return ['注文番号', '注文日時', '顧客名', '点数', '合計金額', 'ステータス'];
    }

    /**
     * @param  Order  $order
     */
    public function map($order): array
    {
        return [
            $order->number,
            $order->ordered_at->format('Y-m-d H:i'),
            $order->customer->name,
            $order->items->sum('quantity'),
            $order->total,
            $order->status_label,
        ];
    }
}
