<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Collection;

class ReportCsvExporter
{
    private const HEADER = ['請求番号', '取引先', '発行日時', '金額', '消費税', '合計', 'ステータス'];

    /**
     * @param Collection<int, Invoice> $invoices
     */
    public function write(Collection $invoices, string $target): void
    {
        $out = fopen($target, 'w');
        fwrite($out, "\xEF\xBB\xBF");
        fputcsv($out, self::HEADER);

        foreach ($invoices as $invoice) {
            fputcsv($out, [
                $invoice->number,
                $invoice->client->name,
                $invoice->issued_at->format('Y-m-d H:i'),
                $invoice->amount,
                $invoice->tax,
                $invoice->total(),
                $invoice->status,
            ]);
        }

        fclose($out);
    }
}
