<?php

namespace App\Services;

use App\Models\Invoice;
use Symfony\Component\HttpFoundation\StreamedResponse;

class InvoiceCsvExporter
{
    public const COLUMNS = ['number', 'customer', 'issued', 'due', 'total', 'status'];

    public function stream(string $from, string $to): StreamedResponse
    {
        $filename = "invoices_{$from}_{$to}.csv";

        return response()->streamDownload(function () use ($from, $to) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF"); // BOM so Excel detects UTF-8 (umlauts in customer names)
            fputcsv($out, self::COLUMNS, ';');
            Invoice::with('customer')
                ->issuedBetween($from, $to)
                ->orderBy('issued_at')
                ->each(function (Invoice $invoice) use ($out) {
                    fputcsv($out, $this->row($invoice), ';');
                });
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    public function row(Invoice $invoice): array
    {
        return [
            $invoice->number,
            $invoice->customer?->name ?? '',
            $invoice->issued_at?->format('d.m.Y') ?? '',
            $invoice->due_at?->format('d.m.Y') ?? '',
            number_format($invoice->total_cents / 100, 2, ',', ''),
            $invoice->status,
        ];
    }
}
