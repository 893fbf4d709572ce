<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\CsvExporter;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ReportController extends Controller
{
    public function index()
    {
        return view('reports.index');
    }

    public function ordersCsv(Request $request, CsvExporter $csv): StreamedResponse
    {
        $range = $request->validate([
            'from' => ['nullable', 'date_format:Y-m-d'],
            'to' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:from'],
        ]);

        $orders = Order::query()
            ->with('customer')
            ->when($range['from'] ?? null, fn ($q, $from) => $q->where('placed_at', '>=', $from.' 00:00:00'))
            ->when($range['to'] ?? null, fn ($q, $to) => $q->where('placed_at', '<=', $to.' 23:59:59'))
            ->orderBy('placed_at')
            ->get();

        $rows = $orders->map(fn (Order $o) => [
            $o->id,
            $o->placed_at->toDateString(),
            $o->customer->name,
            $o->customer->email,
            $o->totalFormatted(),
        ]);

        $stream = $csv->toStream(['id', 'date', 'customer', 'email', 'total'], $rows);

        return response()->streamDownload(function () use ($stream) {
            fpassthru($stream);
            fclose($stream);
        }, 'orders.csv', ['Content-Type' => 'text/csv']);
    }
}
