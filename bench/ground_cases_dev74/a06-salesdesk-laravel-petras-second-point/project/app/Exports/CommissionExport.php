<?php

namespace App\Exports;

use App\Reports\CommissionReport;
use Illuminate\Support\Collection;
use Maatwebsite\Excel\Concerns\FromCollection;
use Maatwebsite\Excel\Concerns\ShouldAutoSize;
use Maatwebsite\Excel\Concerns\WithColumnFormatting;
use Maatwebsite\Excel\Concerns\WithHeadings;
use Maatwebsite\Excel\Concerns\WithMapping;
use PhpOffice\PhpSpreadsheet\Style\NumberFormat;

class CommissionExport implements FromCollection, WithHeadings, WithMapping, WithColumnFormatting, ShouldAutoSize
{
    public function __construct(
        private readonly CommissionReport $report,
        private readonly int $year,
        private readonly int $month,
    ) {
    }

    public function collection(): Collection
    {
        return $this->report->rows($this->year, $this->month);
    }

    public function headings(): array
    {
        return ['Agent', 'Orders', 'Net sales (EUR)', 'Commission (EUR)'];
    }

    public function map($row): array
    {
        return [$row['agent'], $row['orders'], $row['net_total'], $row['commission']];
    }

    public function columnFormats(): array
    {
        return [
            'B' => NumberFormat::FORMAT_NUMBER,
            'C' => NumberFormat::FORMAT_NUMBER_COMMA_SEPARATED1,
            'D' => NumberFormat::FORMAT_NUMBER_COMMA_SEPARATED1,
        ];
    }
}
