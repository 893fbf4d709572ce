<?php

namespace App\Http\Controllers;

use App\Exports\SalesCsvExporter;
use App\Services\SalesReportService;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class MonthlyReportController extends Controller
{
    public function __construct(
        private readonly SalesReportService $reports,
        private readonly SalesCsvExporter $exporter,
    ) {
        $this->middleware(['auth', 'can:view-reports']);
    }

    public function index(Request $request)
    {
        $month = $this->month($request);

        return view('reports.monthly', [
            'month' => $month,
            'summary' => $this->reports->monthlySummary($month),
        ]);
    }

    public function csv(Request $request): StreamedResponse
    {
        $month = $this->month($request);
        $rows = $this->reports->monthlyRows($month);
        $filename = sprintf('sales_%s.csv', $month->format('Y-m'));

        return $this->exporter->download($rows, $filename);
    }

    private function month(Request $request): CarbonImmutable
    {
        $value = $request->query('month', now()->format('Y-m'));

        return CarbonImmutable::createFromFormat('Y-m-d', $value . '-01', 'Asia/Tokyo')->startOfDay();
    }
}
