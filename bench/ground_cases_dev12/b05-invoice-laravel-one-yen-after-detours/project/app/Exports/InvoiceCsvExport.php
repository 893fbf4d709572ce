<?php

namespace App\Exports;

use App\Models\Invoice;
use App\Services\InvoiceCalculator;
use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;
use Maatwebsite\Excel\Concerns\FromCollection;
use Maatwebsite\Excel\Concerns\WithCustomCsvSettings;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithMapping;

/** 会計ソフト取り込み用の月次請求一覧 CSV */
class InvoiceCsvExport implements FromCollection, WithHeadings, WithMapping, WithCustomCsvSettings
{
    public function __construct(private string $month)
    {
    }

    public function collection(): Collection
    {
        $start = Carbon::createFromFormat('Y-m', $this->month)->startOfMonth();

        return Invoice::with('client', 'lines')
            ->whereBetween('issued_on', [$start, $start->copy()->endOfMonth()])
            ->where('status', '!=', Invoice::STATUS_DRAFT)
            ->orderBy('invoice_no')
            ->get();
    }

    public function headings(): array
    {
        return ['請求書番号', '請求日', '取引先', '金額(税抜)', '消費税', '合計'];
    }

    /** @param Invoice $invoice */
    public function map($invoice): array
    {
        $calc = new InvoiceCalculator($invoice);

        return [
            $invoice->invoice_no,
            $invoice->issued_on->format('Y/m/d'),
            $invoice->client->name,
            $calc->subtotal(),
            $calc->taxAmount(),
            $calc->total(),
        ];
    }

    public function getCsvSettings(): array
    {
        return ['use_bom' => true, 'output_encoding' => 'UTF-8'];
    }
}
