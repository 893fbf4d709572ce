<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class OrderExportController extends Controller
{
    private const HEADER = ['订单号', '客户', '状态', '金额', '下单时间'];

    public function __invoke(Request $request): StreamedResponse
    {
        $query = Order::query()
            ->with('customer')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderBy('id');

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF"); // BOM so Excel opens UTF-8 correctly
            fputcsv($out, self::HEADER);
            $query->chunkById(500, function ($orders) use ($out) {
                foreach ($orders as $order) {
                    fputcsv($out, $this->row($order));
                }
            });
            fclose($out);
        }, 'orders-' . now()->format('Ymd') . '.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    private function row(Order $order): array
    {
        return [
            $order->number,
            $order->customer?->name ?? '-',
            $order->status,
            number_format((float) $order->total, 2),
            $order->created_at->format('Y-m-d H:i'),
        ];
    }
}
