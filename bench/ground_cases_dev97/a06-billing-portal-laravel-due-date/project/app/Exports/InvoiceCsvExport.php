<?php

namespace App\Exports;

use App\Models\Invoice;
use Illuminate\Support\Collection;

class InvoiceCsvExport
{
    public const HEADER = ['number', 'customer', 'issued_on', 'due_on', 'total', 'currency', 'status'];

    /** @param Collection<int, Invoice> $invoices */
    public function __construct(private Collection $invoices)
    {
    }

    public function rows(): array
    {
        $out = [self::HEADER];
        foreach ($this->invoices as $invoice) {
            $out[] = [
                $invoice->number,
                $invoice->customer->displayName(),
                $invoice->issued_on->toDateString(),
                $invoice->dueOn()->toDateString(),
                number_format($invoice->total_cents / 100, 2, '.', ''),
                $invoice->currency,
                $invoice->status,
            ];
        }

        return $out;
    }

    public function toCsv(): string
    {
        $handle = fopen('php://temp', 'r+');
        foreach ($this->rows() as $row) {
            fputcsv($handle, $row);
        }
        rewind($handle);
        $csv = stream_get_contents($handle);
        fclose($handle);

        return $csv;
    }
}
