<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Collection;

class InvoiceExporter
{
    private const HEADER = ['請求番号', '顧客名', '品目', '数量', '単価', '金額', '税区分', '発行日'];

    /**
     * @param Collection<int, Invoice> $invoices
     */
    public function toCsv(Collection $invoices): string
    {
        $out = fopen('php://temp', 'r+');
        fwrite($out, "\xEF\xBB\xBF"); // Excel needs the BOM
        fputcsv($out, self::HEADER);
        foreach ($invoices as $invoice) {
            foreach ($invoice->lines as $line) {
                fputcsv($out, $this->row($invoice, $line));
            }
        }
        rewind($out);
        $csv = stream_get_contents($out);
        fclose($out);

        return $csv;
    }

    private function row(Invoice $invoice, array $line): array
    {
        return [
            $invoice->number,
            $invoice->customer->name,
            $line['description'],
            $line['quantity'],
            $this->unitPrice($line),
            $line['amount'],
            $this->taxLabel((int) ($line['tax_rate'] ?? 10)),
            $invoice->issued_at->format('Y-m-d'),
        ];
    }

    private function taxLabel(int $rate): string
    {
        return match ($rate) {
            8 => '8%（軽減）',
            0 => '非課税',
            default => $rate . '%',
        };
    }

    private function unitPrice(array $line): int
    {
        return intdiv($line['amount'], $line['quantity']);
    }
}
