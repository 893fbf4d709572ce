<?php

namespace App\Http\Controllers;

use App\Exports\SalesExport;
use App\Services\SalesReportService;
use Illuminate\Http\Request;
use Maatwebsite\Excel\Facades\Excel;

class ReportController extends Controller
{
    public function monthly(Request $request, SalesReportService $report)
    {
        $month = $this->month($request);

        return view('reports.monthly', [
            'month' => $month,
            'rows' => $report->rows($month, (int) config('report.per_page')),
            'totals' => $report->totals($month),
        ]);
    }

    public function export(Request $request, SalesReportService $report)
    {
        $month = $this->month($request);

        return Excel::download(new SalesExport($month, $report), "sales_{$month}.xlsx");
    }

    private function month(Request $request): string
    {
        $month = (string) $request->query('month', now('Asia/Tokyo')->format('Y-m'));
        abort_unless(preg_match('/^\d{4}-(0[1-9]|1[0-2])$/', $month) === 1, 422, 'month must be YYYY-MM');

        return $month;
    }
}
