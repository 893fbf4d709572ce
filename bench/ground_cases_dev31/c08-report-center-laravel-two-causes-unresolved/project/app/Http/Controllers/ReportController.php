<?php

namespace App\Http\Controllers;

use App\Exports\SalesReportExport;
use Carbon\Carbon;
use Illuminate\Http\Request;
use Maatwebsite\Excel\Facades\Excel;

class ReportController extends Controller
{
    /**
     * 销售报表：同步下载（小范围）
     */
    public function exportSales(Request $request)
    {
        [$from, $to, $shopId] = $this->range($request);

        $filename = sprintf('sales-report-%s-%s.xlsx', $from->format('Ymd'), $to->format('Ymd'));

        return Excel::download(new SalesReportExport($from, $to, $shopId), $filename);
    }

    /**
     * 销售报表：超过 31 天走队列，生成后发站内信
     */
    public function queueSales(Request $request)
    {
        [$from, $to, $shopId] = $this->range($request);
        $path = sprintf('exports/sales-report-%s-%s-%s.xlsx', $from->format('Ymd'), $to->format('Ymd'), now()->format('His'));

        Excel::queue(new SalesReportExport($from, $to, $shopId), $path, 'oss')
            ->onQueue('exports')
            ->chain([new \App\Jobs\NotifyExportReady($request->user(), $path)]);

        return response()->json(['message' => '报表生成中，完成后会通知你']);
    }

    private function range(Request $request): array
    {
        $validated = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
            'shop_id' => ['nullable', 'integer'],
        ]);

        $from = Carbon::parse($validated['from'])->startOfDay();
        $to = Carbon::parse($validated['to']);

        return [$from, $to, $validated['shop_id'] ?? null];
    }
}
