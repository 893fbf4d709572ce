<?php

namespace App\Exports;

use App\Models\Invoice;

class InvoiceExport
{
    public const HEADER = ['number', 'issued_on', 'customer', 'total', 'currency'];

    public function __construct(private int $year, private int $month)
    {
    }

    /** @return iterable<array<int, string>> */
    public function rows(): iterable
    {
        $invoices = Invoice::query()
            ->inMonth($this->year, $this->month)
            ->billable()
            ->lazyById(1000);

        foreach ($invoices as $invoice) {
            yield [
                $invoice->number,
                $invoice->issued_on->toDateString(),
                $invoice->customer_name,
                $invoice->totalFormatted(),
                $invoice->currency,
            ];
        }
    }

    /** @param resource $out */
    public function writeTo($out): void
    {
        fputcsv($out, self::HEADER);
        foreach ($this->rows() as $row) {
            fputcsv($out, $row);
        }
    }
}
