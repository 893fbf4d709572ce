<?php

namespace App\Http\Controllers;

use App\Services\RevenueReport;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

class ReportController extends Controller
{
    public function monthly(Request $request)
    {
        $data = $request->validate([
            'year' => ['required', 'integer', 'between:2019,2100'],
            'month' => ['required', 'integer', Rule::in(range(1, 12))],
        ]);

        // Month boundaries in the shop's local time: orders paid late on the last evening of the
        // month (local) are already the next day in UTC and fell out of the report.
        $report = new RevenueReport($request->user()->timezone ?? config('app.timezone', 'Europe/Berlin'));
        $result = $report->forMonth((int) $data['year'], (int) $data['month']);

        return view('reports.monthly', [
            'report' => $result,
            'year' => (int) $data['year'],
            'month' => (int) $data['month'],
        ]);
    }

    public function monthlyCsv(Request $request)
    {
        $data = $request->validate([
            'year' => ['required', 'integer', 'between:2019,2100'],
            'month' => ['required', 'integer', Rule::in(range(1, 12))],
        ]);
        $report = new RevenueReport($request->user()->timezone ?? config('app.timezone', 'Europe/Berlin'));
        $result = $report->forMonth((int) $data['year'], (int) $data['month']);
        $name = sprintf('revenue-%d-%02d.csv', $data['year'], $data['month']);

        return response()->streamDownload(function () use ($result) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['day', 'orders', 'revenue_eur'], ';');
            foreach ($result['by_day'] as $day => $row) {
                fputcsv($out, [$day, $row['orders'], number_format($row['total_cents'] / 100, 2, ',', '')], ';');
            }
            fclose($out);
        }, $name, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    public function index()
    {
        $now = now();

        return redirect()->route('reports.monthly', [
            'year' => $now->year,
            'month' => $now->month,
        ]);
    }
}
