<?php

namespace App\Services;

use App\Models\Order;
use Illuminate\Support\Carbon;

class OrderExportService
{
    public const COLUMNS = ['id', 'customer', 'status', 'total', 'paid_at'];

    public function query(?string $status, ?Carbon $from, ?Carbon $to)
    {
        $query = Order::withTrashed()->with('customer')->orderBy('id');
        if ($status !== null) {
            $query->where('status', $status);
        }
        if ($from !== null) {
            $query->where('paid_at', '>=', $from->startOfDay());
        }
        if ($to !== null) {
            $query->where('paid_at', '<=', $to->endOfDay());
        }
        return $query;
    }

    public function row(Order $order): array
    {
        return [
            $order->id,
            $order->customer?->name ?? '',
            $order->status,
            $order->totalFormatted(),
            optional($order->paid_at)->toDateTimeString() ?? '',
        ];
    }

    public function writeCsv($handle, $query, int $chunk): void
    {
        // Excel needs a UTF-8 BOM to detect the encoding of a CSV file
        fwrite($handle, "\xEF\xBB\xBF");
        fputcsv($handle, self::COLUMNS);
        $query->chunkById($chunk, function ($orders) use ($handle) {
            foreach ($orders as $order) {
                fputcsv($handle, $this->row($order));
            }
        });
    }
}
