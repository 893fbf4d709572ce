<?php

namespace App\Exports;

use App\Models\Order;
use Carbon\Carbon;
use Illuminate\Support\Facades\Log;
use League\Csv\Writer;

class OrdersExport
{
    private const HEADER = ['订单号', '店铺', '客户', '金额', '状态', '下单时间'];

    public function __construct(
        private readonly int $shopId,
        private readonly string $from,
        private readonly string $to,
    ) {
    }

    /**
     * 写出 CSV 到 $path,返回导出的行数。
     */
    public function writeTo(string $path): int
    {
        $csv = Writer::createFromPath($path, 'w+');
        $csv->setOutputBOM(Writer::BOM_UTF8);
        $csv->insertOne(self::HEADER);

        $count = 0;
        $this->query()->chunk(config('export.chunk_size'), function ($orders) use ($csv, &$count) {
            foreach ($orders as $order) {
                $csv->insertOne($this->row($order));
                $count++;
            }
            // 标记已导出,对账用
            Order::whereIn('id', $orders->pluck('id'))->update(['exported_at' => Carbon::now()]);
        });

        Log::info('orders exported', ['shop' => $this->shopId, 'rows' => $count]);

        return $count;
    }

    private function query()
    {
        return Order::query()
            ->with('customer:id,name')
            ->where('shop_id', $this->shopId)
            ->whereBetween('created_at', [$this->from, $this->to])
            ->orderBy('updated_at');
    }

    private function row(Order $order): array
    {
        return [
            $order->order_no,
            $order->shop_id,
            $order->customer?->name ?? '-',
            number_format($order->amount_cents / 100, 2, '.', ''),
            $order->status,
            $order->created_at->format('Y-m-d H:i:s'),
        ];
    }
}
