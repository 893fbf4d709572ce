<?php

namespace App\Http\Controllers;

use App\Services\ReportService;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ReportController extends Controller
{
    public function __construct(private ReportService $reports)
    {
    }

    public function daily(Request $request)
    {
        $data = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);
        $from = CarbonImmutable::parse($data['from'], 'Asia/Tokyo');
        $to = CarbonImmutable::parse($data['to'], 'Asia/Tokyo');

        $rows = $this->reports->daily($from, $to);

        return view('reports.daily', [
            'rows' => $rows,
            'totals' => $this->reports->totals($rows),
            'from' => $from,
            'to' => $to,
        ]);
    }

    public function dailyCsv(Request $request): StreamedResponse
    {
        $data = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);
        $rows = $this->reports->daily(
            CarbonImmutable::parse($data['from'], 'Asia/Tokyo'),
            CarbonImmutable::parse($data['to'], 'Asia/Tokyo'),
        );

        return response()->streamDownload(function () use ($rows) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['date', 'count', 'sales']);
            foreach ($rows as $row) {
                fputcsv($out, [$row['date'], $row['count'], $row['sales']]);
            }
            fclose($out);
        }, 'daily-report.csv', ['Content-Type' => 'text/csv']);
    }
}
