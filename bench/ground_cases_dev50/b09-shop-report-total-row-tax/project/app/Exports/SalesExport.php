<?php

namespace App\Exports;

use App\Models\Sale;
use App\Services\SalesReportService;
use Illuminate\Database\Eloquent\Builder;
use Maatwebsite\Excel\Concerns\FromQuery;
use Maatwebsite\Excel\Concerns\WithColumnFormatting;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithMapping;

class SalesExport implements FromQuery, WithHeadings, WithMapping, WithColumnFormatting
{
    public function __construct(private readonly string $month, private readonly SalesReportService $report)
    {
    }

    public function query(): Builder
    {
        [$from, $to] = $this->report->range($this->month);

        return Sale::query()->whereBetween('sold_at', [$from, $to])->orderBy('sold_at');
    }

    public function headings(): array
    {
        return ['販売日時', '注文番号', '商品コード', '商品名', '数量', '売上 (税抜)', '売上 (税込)'];
    }

    /** @param Sale $sale */
    public function map($sale): array
    {
        return [
            $sale->sold_at->format('Y-m-d H:i'),
            $sale->order_number,
            $sale->product_code,
            $sale->product_name,
            $sale->quantity,
            $sale->amount,
            $this->report->withTax($sale->amount),
        ];
    }

    public function columnFormats(): array
    {
        return ['E' => '#,##0', 'F' => '#,##0', 'G' => '#,##0'];
    }
}
