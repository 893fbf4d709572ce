<?php

namespace App\Http\Controllers;

use App\Jobs\ExportRevenueReport;
use App\Repositories\RevenueRepository;
use App\Support\Money;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;

class RevenueReportController extends Controller
{
    public function __construct(private readonly RevenueRepository $revenue)
    {
    }

    public function show(Request $request): JsonResponse
    {
        [$merchantId, $from, $to] = $this->range($request);
        $key = "revenue:{$merchantId}:{$from->toDateString()}:{$to->toDateString()}";

        $report = Cache::tags(["revenue:{$merchantId}"])->remember($key, config('reports.cache_ttl'), function () use ($merchantId, $from, $to) {
            $totals = $this->revenue->totalsByCurrency($merchantId, $from, $to)->map(fn ($row) => [
                'currency' => $row->currency,
                'orders' => (int) $row->orders,
                'gross' => Money::format($row->gross, $row->currency),
                'refunded' => Money::format($row->refunded, $row->currency),
                'net' => Money::format(Money::net($row->gross, $row->refunded), $row->currency),
            ]);

            return [
                'from' => $from->toDateString(),
                'to' => $to->toDateString(),
                'totals' => $totals->all(),
                'daily' => $this->revenue->daily($merchantId, $from, $to)->all(),
            ];
        });

        return response()->json($report);
    }

    public function export(Request $request): JsonResponse
    {
        [$merchantId, $from, $to] = $this->range($request);
        ExportRevenueReport::dispatch($merchantId, $from->toDateString(), $to->toDateString(), $request->user()->id);

        return response()->json(['status' => 'queued'], 202);
    }

    /** @return array{int, CarbonImmutable, CarbonImmutable} */
    private function range(Request $request): array
    {
        $data = $request->validate([
            'from' => ['required', 'date_format:Y-m-d'],
            'to' => ['required', 'date_format:Y-m-d', 'after_or_equal:from'],
        ]);
        $from = CarbonImmutable::parse($data['from']);
        $to = CarbonImmutable::parse($data['to']);
        abort_if($from->diffInDays($to) > config('reports.max_range_days'), 422, 'range too long');

        return [$request->user()->merchant_id, $from, $to];
    }
}
