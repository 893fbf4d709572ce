<?php

namespace App\Exports;

use Illuminate\Support\Collection;
use Symfony\Component\HttpFoundation\StreamedResponse;

class SalesCsvExporter
{
    private const HEADERS = ['注文番号', '決済日時', '顧客', '小計', '消費税', '合計', '決済方法'];

    public function download(Collection $rows, string $filename): StreamedResponse
    {
        return response()->streamDownload(function () use ($rows) {
            $out = fopen('php://output', 'w');
            // Excel で開いたときに文字化けしないよう UTF-8 の BOM を付ける
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, self::HEADERS);
            foreach ($rows as $row) {
                fputcsv($out, [
                    $row['order_number'],
                    $row['paid_at'],
                    $row['customer'],
                    $row['subtotal'],
                    $row['tax'],
                    $row['total'],
                    $row['payment_method'],
                ]);
            }
            fclose($out);
        }, $filename, [
            'Content-Type' => 'text/csv; charset=UTF-8',
        ]);
    }
}
