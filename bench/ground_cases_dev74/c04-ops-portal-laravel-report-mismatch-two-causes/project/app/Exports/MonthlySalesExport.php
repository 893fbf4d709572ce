<?php

namespace App\Exports;

use App\Reports\MonthlySalesReport;
use Maatwebsite\Excel\Concerns\FromCollection;
use Maatwebsite\Excel\Concerns\WithColumnFormatting;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithTitle;
use PhpOffice\PhpSpreadsheet\Style\NumberFormat;

class MonthlySalesExport implements FromCollection, WithHeadings, WithColumnFormatting, WithTitle
{
    public function __construct(private readonly MonthlySalesReport $report, private readonly string $label)
    {
    }

    public function collection()
    {
        return $this->report->rows()->map(fn ($r) => [
            $r->store_code,
            $r->store_name,
            (int) $r->orders,
            (float) $r->revenue,
        ]);
    }

    public function headings(): array
    {
        return ['门店编码', '门店', '订单数', '销售额'];
    }

    public function columnFormats(): array
    {
        return ['D' => NumberFormat::FORMAT_NUMBER_COMMA_SEPARATED1];
    }

    public function title(): string
    {
        return $this->label;
    }
}
