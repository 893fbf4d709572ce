<?php

namespace App\Exports;

use App\Reports\MonthlySalesReport;
use League\Csv\Writer;
use SplTempFileObject;

/**
 * 月次売上レポートを経理向け CSV にする。Excel で開けるよう BOM 付き UTF-8。
 */
class SalesCsvExporter
{
    public function __construct(private readonly MonthlySalesReport $report)
    {
    }

    public function export(int $year, int $month): string
    {
        $csv = Writer::createFromFileObject(new SplTempFileObject());
        $csv->setOutputBOM(Writer::BOM_UTF8);

        $csv->insertOne(['日付', '注文数', '売上']);

        foreach ($this->report->forMonth($year, $month) as $row) {
            $csv->insertOne([$row->day, $row->orders, $row->sales]);
        }

        $totals = $this->report->totals($year, $month);
        $csv->insertOne(['合計', $totals['orders'], $totals['sales']]);

        return $csv->toString();
    }

    public function filename(int $year, int $month): string
    {
        return sprintf('sales_%04d%02d.csv', $year, $month);
    }
}
