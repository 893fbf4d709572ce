<?php

namespace App\Http\Controllers;

use App\Models\Report;
use App\Services\InvoiceTotals;
use App\Services\ReportCache;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function __construct(
        private readonly ReportCache $cache,
        private readonly InvoiceTotals $totals,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        $reports = Report::forTenant($request->user()->tenant_id)
            ->with('author:id,name')
            ->latest()
            ->paginate(25);

        return response()->json($reports->through(fn (Report $report) => [
            'id' => $report->id,
            'title' => $report->title,
            'type' => $report->type,
            'author' => $report->author->name,
            'created_at' => $report->created_at->toIso8601String(),
        ]));
    }

    public function revenue(Request $request): JsonResponse
    {
        $filters = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);
        $tenantId = $request->user()->tenant_id;

        $data = $this->cache->remember('revenue', $filters, fn () => $this->totals->revenueBetween(
            $tenantId,
            $filters['from'],
            $filters['to'],
        ));

        return response()->json($data);
    }
}
