<?php

namespace App\Services;

use App\Models\Invoice;
use App\Models\InvoiceItem;
use Illuminate\Support\Collection;

class InvoiceExport
{
    public const HEADER = ['发票号', '币种', '开票日期', '商品', '数量', '单价', '税额', '含税金额'];

    /** @param Collection<int, Invoice> $invoices */
    public function rows(Collection $invoices): array
    {
        $rows = [self::HEADER];
        foreach ($invoices as $invoice) {
            foreach ($invoice->items as $item) {
                $rows[] = [
                    $invoice->number,
                    $invoice->currency,
                    $invoice->issued_at->format('Y-m-d'),
                    $item->name,
                    $item->quantity,
                    number_format($item->unit_price, 2, '.', ''),
                    number_format($this->tax($item), 2, '.', ''),
                    number_format($this->lineTotal($item), 2, '.', ''),
                ];
            }
        }
        return $rows;
    }

    public function tax(InvoiceItem $item): float
    {
        return round($item->quantity * $item->unit_price * $item->vat_rate, 2);
    }

    public function lineTotal(InvoiceItem $item): ?float
    {
        $net = $item->quantity * $item->unit_price;
        if ($item->vat_rate) {
            return round($net + $this->tax($item), 2);
        }
        return null;
    }

    public function toCsv(array $rows): string
    {
        $fh = fopen('php://temp', 'r+');
        fwrite($fh, "\xEF\xBB\xBF");
        foreach ($rows as $row) {
            fputcsv($fh, $row);
        }
        rewind($fh);
        return stream_get_contents($fh);
    }
}
