<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Report;
use App\Jobs\ExportReport;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'month' => ['required', 'date_format:Y-m'],
        ]);

        $reports = Report::query()
            ->where('team_id', $request->user()->team_id)
            ->where('month', $validated['month'])
            ->orderBy('title')
            ->get(['id', 'title', 'month', 'status', 'updated_at']);

        return response()
            ->json(['data' => $reports])
            ->header('Cache-Control', 'private, max-age=300');
    }

    public function show(Request $request, Report $report): JsonResponse
    {
        abort_unless($report->team_id === $request->user()->team_id, 404);

        return response()->json(['data' => $report->load('sections')]);
    }

    public function export(Request $request, Report $report): JsonResponse
    {
        abort_unless($report->team_id === $request->user()->team_id, 404);

        ExportReport::dispatch($report, $request->user());

        return response()->json(['status' => 'queued'], 202);
    }
}
