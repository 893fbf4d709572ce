<?php

namespace App\Http\Controllers;

use App\Services\MonthlyReportService;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ReportController extends Controller
{
    public function __construct(private readonly MonthlyReportService $reports)
    {
    }

    public function monthly(Request $request): View
    {
        $validated = $request->validate([
            'month' => ['nullable', 'date_format:Y-m'],
        ]);

        $month = isset($validated['month'])
            ? CarbonImmutable::createFromFormat('Y-m', $validated['month'])->startOfMonth()
            : CarbonImmutable::now()->subMonth()->startOfMonth();

        return view('reports.monthly', [
            'summary' => $this->reports->summary($month),
            'top' => $this->reports->topProducts($month),
            'daily' => $this->reports->daily($month),
        ]);
    }
}
