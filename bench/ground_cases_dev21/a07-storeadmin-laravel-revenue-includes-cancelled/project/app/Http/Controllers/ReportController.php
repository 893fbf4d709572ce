<?php

namespace App\Http\Controllers;

use App\Repositories\ReportRepository;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ReportController extends Controller
{
    public function __construct(private readonly ReportRepository $reports)
    {
        $this->middleware(['auth', 'can:view-reports']);
    }

    public function revenue(Request $request): View
    {
        $year = (int) $request->query('year', now()->year);

        $months = collect($this->reports->monthlyRevenue($year))
            ->map(fn ($row) => [
                'month' => $row->month,
                'revenue' => $row->revenue_cents / 100,
                'orders' => (int) $row->orders,
            ]);

        return view('reports.revenue', [
            'year' => $year,
            'months' => $months,
            'total' => $months->sum('revenue'),
            'aov' => $this->reports->averageOrderValue($year),
            'top' => $this->reports->topProducts($year, 5),
        ]);
    }
}
