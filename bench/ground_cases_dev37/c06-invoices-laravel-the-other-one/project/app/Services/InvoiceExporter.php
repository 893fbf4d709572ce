<?php

namespace App\Services;

use App\Models\Invoice;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

class InvoiceExporter
{
    private const HEADER = ['发票号', '客户', '开票日期', '金额', '税额', '状态'];

    /**
     * CSV of the invoices issued between $from and $to (both Y-m-d, inclusive).
     */
    public function toCsv(string $from, string $to, ?int $customerId = null): string
    {
        $rows = $this->query($from, $to, $customerId)
            ->map(fn (Invoice $invoice) => $this->row($invoice));

        $out = fopen('php://temp', 'r+');
        fwrite($out, "\xEF\xBB\xBF"); // BOM, otherwise Excel mangles the Chinese headers
        fputcsv($out, self::HEADER);
        foreach ($rows as $row) {
            fputcsv($out, $row);
        }
        rewind($out);
        $csv = stream_get_contents($out);
        fclose($out);

        return $csv;
    }

    public function filename(string $from, string $to): string
    {
        return sprintf('invoices_%s_%s.csv', str_replace('-', '', $from), str_replace('-', '', $to));
    }

    private function query(string $from, string $to, ?int $customerId): Collection
    {
        return Invoice::query()
            ->with('customer')
            ->whereBetween('issued_at', [CarbonImmutable::parse($from), CarbonImmutable::parse($to)])
            ->when($customerId, fn ($q) => $q->where('customer_id', $customerId))
            ->orderBy('issued_at')
            ->get();
    }

    private function row(Invoice $invoice): array
    {
        return [
            $invoice->number,
            $invoice->customer->name,
            $invoice->issued_at->format('Y-m-d'),
            $this->yuan($invoice->amount_cents),
            $this->yuan($invoice->tax_cents),
            $invoice->status->label(),
        ];
    }

    private function yuan(int $cents): string
    {
        return number_format($cents / 100, 2, '.', '');
    }
}
