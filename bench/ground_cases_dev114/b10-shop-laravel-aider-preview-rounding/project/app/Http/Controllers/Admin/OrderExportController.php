<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class OrderExportController extends Controller
{
    public function __invoke(Request $request): StreamedResponse
    {
        $from = $request->date('from') ?? now()->startOfMonth();
        $to = $request->date('to') ?? now();

        $orders = Order::query()
            ->whereBetween('created_at', [$from, $to])
            ->orderBy('id')
            ->cursor();

        return response()->streamDownload(function () use ($orders) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, ['注文番号', '注文日時', '小計', 'クーポン', '割引', '合計']);
            foreach ($orders as $order) {
                fputcsv($out, [
                    $order->number,
                    $order->created_at->format('Y-m-d H:i'),
                    $order->subtotal,
                    $order->coupon_code ?? '',
                    $order->discount,
                    $order->total,
                ]);
            }
            fclose($out);
        }, 'orders-'.now()->format('Ymd').'.csv', ['Content-Type' => 'text/csv']);
    }
}
