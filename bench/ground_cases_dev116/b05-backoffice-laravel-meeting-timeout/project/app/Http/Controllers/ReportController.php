<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\PaymentClient;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function __construct(private PaymentClient $payments)
    {
    }

    private function filtered(Request $request)
    {
        $validated = $request->validate([
            'from' => ['nullable', 'date'],
            'to' => ['nullable', 'date', 'after_or_equal:from'],
        ]);

        return Order::query()
            ->with('customer')
            ->when($validated['from'] ?? null, fn ($q, $from) => $q->whereDate('created_at', '>=', $from))
            ->when($validated['to'] ?? null, fn ($q, $to) => $q->whereDate('created_at', '<=', $to))
            ->latest();
    }

    public function index(Request $request)
    {
        $orders = $this->filtered($request)->paginate(50)->withQueryString();

        return view('reports.orders', ['orders' => $orders]);
    }

    public function export(Request $request)
    {
        $filename = 'orders-' . now()->format('Ymd-His') . '.csv';

        $query = $this->filtered($request);

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF"); // BOM: Excel reads UTF-8 CSV as Shift_JIS without it
            fputcsv($out, ['注文ID', '顧客', '金額', '状態', '注文日時']);
            $query->chunk(500, function ($orders) use ($out) {
                foreach ($orders as $order) {
                    fputcsv($out, [
                        $order->id,
                        $order->customer?->name,
                        $order->total,
                        $order->status,
                        $order->created_at->format('Y-m-d H:i'),
                    ]);
                }
            });
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    public function summary(Request $request)
    {
        $month = $request->query('month', now()->format('Y-m'));
        $settled = $this->payments->settledTotal($month);

        return response()->json([
            'month' => $month,
            'orders' => Order::whereRaw("DATE_FORMAT(created_at, '%Y-%m') = ?", [$month])->count(),
            'settled' => $settled,
        ]);
    }
}
