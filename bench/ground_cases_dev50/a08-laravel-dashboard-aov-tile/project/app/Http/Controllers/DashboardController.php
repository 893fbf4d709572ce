<?php

namespace App\Http\Controllers;

use App\Services\KpiService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class DashboardController extends Controller
{
    private const RANGES = [
        'today' => 0,
        '7d' => 6,
        '30d' => 29,
    ];

    public function __construct(private KpiService $kpis)
    {
    }

    private function range(Request $request): array
    {
        $key = $request->query('range', '7d');
        $days = self::RANGES[$key] ?? self::RANGES['7d'];
        $to = CarbonImmutable::now()->endOfDay();
        $from = $to->subDays($days)->startOfDay();

        return [$key, $from, $to];
    }

    public function index(Request $request): View
    {
        [$key, $from, $to] = $this->range($request);

        return view('dashboard', [
            'range' => $key,
            'ranges' => array_keys(self::RANGES),
            'revenue' => $this->kpis->revenue($from, $to),
            'orders' => $this->kpis->orderCount($from, $to),
            'aov' => $this->kpis->averageOrderValue($from, $to),
            'refundRate' => $this->kpis->refundRate($from, $to),
        ]);
    }

    public function chart(Request $request): JsonResponse
    {
        [, $from, $to] = $this->range($request);

        return response()->json($this->kpis->dailyRevenue($from, $to));
    }
}
