<?php

namespace App\Http\Controllers;

use App\Reports\MonthlyRevenueReport;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ReportController extends Controller
{
    public function monthly(Request $request, MonthlyRevenueReport $report): StreamedResponse
    {
        $validated = $request->validate(['month' => ['required', 'date_format:Y-m']]);
        $month = CarbonImmutable::createFromFormat('Y-m', $validated['month'], 'Asia/Shanghai');

        return response()->streamDownload(
            fn () => print("\u{FEFF}" . $report->toCsv($month)),
            "revenue-{$validated['month']}.csv",
            ['Content-Type' => 'text/csv; charset=UTF-8'],
        );
    }
}
