<?php

namespace App\Http\Controllers;

use App\Exports\SalesCsvExporter;
use App\Models\Store;
use App\Reports\MonthlySalesReport;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\View\View;

class SalesReportController extends Controller
{
    public function show(Request $request, Store $store): View
    {
        [$year, $month] = $this->yearMonth($request);
        $report = new MonthlySalesReport($store->id);

        return view('reports.sales', [
            'store' => $store,
            'year' => $year,
            'month' => $month,
            'rows' => $report->forMonth($year, $month),
            'totals' => $report->totals($year, $month),
            'yoy' => $report->yearOverYear($year, $month),
        ]);
    }

    public function csv(Request $request, Store $store): Response
    {
        [$year, $month] = $this->yearMonth($request);
        $exporter = new SalesCsvExporter(new MonthlySalesReport($store->id));

        return response($exporter->export($year, $month), 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => 'attachment; filename="'.$exporter->filename($year, $month).'"',
        ]);
    }

    /** @return array{int, int} */
    private function yearMonth(Request $request): array
    {
        $validated = $request->validate([
            'year' => ['required', 'integer', 'between:2020,2100'],
            'month' => ['required', 'integer', 'between:1,12'],
        ]);

        return [(int) $validated['year'], (int) $validated['month']];
    }
}
