<?php

namespace App\Http\Controllers;

use App\Jobs\ExportOrdersJob;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'merchant_id' => ['required', 'integer', 'exists:merchants,id'],
            'from' => ['nullable', 'date_format:Y-m-d'],
            'to' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:from'],
        ]);

        $this->authorize('export', [\App\Models\Merchant::class, $data['merchant_id']]);

        ExportOrdersJob::dispatch(
            $request->user(),
            (int) $data['merchant_id'],
            $data['from'] ?? null,
            $data['to'] ?? null,
        );

        return response()->json([
            'queued' => true,
            'message' => '导出任务已提交，完成后会发送邮件',
        ], 202);
    }

    public function index(Request $request): JsonResponse
    {
        $files = collect(\Storage::disk('s3')->files('exports'))
            ->filter(fn ($f) => str_contains($f, 'orders-'))
            ->sortDesc()
            ->take(20)
            ->values();

        return response()->json(['files' => $files]);
    }
}
