<?php

namespace App\Http\Controllers;

use App\Models\Rental;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use League\Csv\Writer;
use Symfony\Component\HttpFoundation\StreamedResponse;

class BookingExportController extends Controller
{
    public function rentals(Request $request): StreamedResponse
    {
        $month = Carbon::createFromFormat('Y-m', $request->query('month', now()->format('Y-m')))->startOfMonth();
        $rentals = Rental::query()
            ->whereBetween('starts_at', [$month, $month->copy()->endOfMonth()])
            ->orderBy('starts_at')
            ->get();

        return response()->streamDownload(function () use ($rentals) {
            $csv = Writer::createFromStream(fopen('php://output', 'w'));
            $csv->insertOne(['订单号', '客户', '取货时间', '还货时间', '金额（元）', '已退金额（元）', '状态']);
            foreach ($rentals as $r) {
                $csv->insertOne([
                    $r->order_no,
                    $r->customer_name,
                    $r->starts_at->timezone('Asia/Shanghai')->format('Y-m-d H:i'),
                    $r->ends_at->timezone('Asia/Shanghai')->format('Y-m-d H:i'),
                    number_format($r->amount_cents / 100, 2, '.', ''),
                    number_format($r->refunded_cents / 100, 2, '.', ''),
                    $r->status,
                ]);
            }
        }, 'rentals-' . $month->format('Y-m') . '.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
