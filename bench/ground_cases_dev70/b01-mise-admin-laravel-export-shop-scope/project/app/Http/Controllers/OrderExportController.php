<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use League\Csv\Writer;

class OrderExportController extends Controller
{
    public function __invoke(Request $request)
    {
        $this->authorize('export-orders');

        $from = CarbonImmutable::parse($request->query('from', now()->startOfMonth()));
        $to = CarbonImmutable::parse($request->query('to', now()))->endOfDay();

        $orders = Order::query()
            ->with('customer')
            ->whereBetween('ordered_at', [$from, $to])
            ->orderBy('ordered_at')
            ->get();

        $csv = Writer::createFromString();
        $csv->insertOne(['注文番号', '顧客', 'ステータス', '合計', '注文日時']);
        foreach ($orders as $order) {
            $csv->insertOne([
                $order->number,
                $order->customer?->name,
                $order->status,
                $order->total,
                $order->ordered_at->format('Y-m-d H:i'),
            ]);
        }

        $filename = sprintf('orders_%s_%s.csv', $from->format('Ymd'), $to->format('Ymd'));

        return response($csv->toString(), 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => "attachment; filename=\"{$filename}\"",
        ]);
    }
}
