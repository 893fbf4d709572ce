<?php

namespace App\Http\Controllers;

use App\Services\OrderExportService;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Symfony\Component\HttpFoundation\StreamedResponse;

class OrderExportController extends Controller
{
    public function __construct(private OrderExportService $exports)
    {
    }

    public function __invoke(Request $request): StreamedResponse
    {
        $validated = $request->validate([
            'status' => 'nullable|string|in:pending,paid,refunded,cancelled',
            'from' => 'nullable|date',
            'to' => 'nullable|date',
        ]);
        $perPage = min(max((int) $request->input('per_page', 500), 1), 1000);

        $query = $this->exports->query(
            $validated['status'] ?? null,
            isset($validated['from']) ? Carbon::parse($validated['from']) : null,
            isset($validated['to']) ? Carbon::parse($validated['to']) : null,
        );

        return response()->streamDownload(function () use ($query, $perPage) {
            $out = fopen('php://output', 'w');
            $this->exports->writeCsv($out, $query, $perPage);
            fclose($out);
        }, 'orders-' . now()->toDateString() . '.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
