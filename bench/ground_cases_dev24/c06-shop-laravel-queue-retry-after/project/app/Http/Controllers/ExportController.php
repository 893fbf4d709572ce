<?php

namespace App\Http\Controllers;

use App\Jobs\ExportOrdersJob;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ExportController extends Controller
{
    public function orders(Request $request): JsonResponse
    {
        $filters = $request->validate([
            'status' => ['nullable', 'in:pending,paid,shipped,refunded'],
            'from' => ['nullable', 'date'],
            'to' => ['nullable', 'date', 'after_or_equal:from'],
            'keyword' => ['nullable', 'string', 'max:50'],
        ]);

        ExportOrdersJob::dispatch($request->user(), $filters);

        return response()->json([
            'message' => '导出任务已提交，完成后会发邮件通知你',
        ], 202);
    }

    public function download(Request $request, string $file)
    {
        $path = "exports/{$request->user()->id}/{$file}";
        abort_unless(\Storage::exists($path), 404);

        return \Storage::download($path);
    }
}
