<?php

namespace App\Services;

use App\Models\Order;
use Illuminate\Support\Carbon;
use League\Csv\Writer;

class OrderExportService
{
    public const BUSINESS_TZ = 'Asia/Tokyo';

    private const HEADER = ['注文番号', '注文日時', '顧客名', '小計', '送料', '合計'];

    /** @param string $month "2025-11" in business time */
    public function export(string $month): string
    {
        $from = Carbon::parse($month . '-01', self::BUSINESS_TZ)->startOfMonth();
        $to = $from->copy()->addMonth();

        $orders = Order::query()
            ->paid()
            ->with('customer:id,name')
            ->where('ordered_at', '>=', $from->copy()->utc())
            ->where('ordered_at', '<', $to->copy()->utc())
            ->orderBy('ordered_at')
            ->get();

        $csv = Writer::createFromString();
        $csv->insertOne(self::HEADER);
        foreach ($orders as $order) {
            $csv->insertOne($this->row($order));
        }

        return "\u{FEFF}" . $csv->toString(); // BOM for Excel
    }

    private function row(Order $order): array
    {
        return [
            $order->number,
            $order->ordered_at->format('Y-m-d H:i'),
            $order->customer?->name ?? '(退会済み)',
            $order->subtotal,
            $order->shipping_fee,
            $order->total,
        ];
    }
}
