<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\Request;
use Illuminate\View\View;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ReportController extends Controller
{
    public function index(Request $request): View
    {
        $invoices = Invoice::query()
            ->where('tenant_id', $request->user()->tenant_id)
            ->with('customer')
            ->latest('issued_on')
            ->paginate(50);

        return view('reports.index', compact('invoices'));
    }

    public function export(Request $request): StreamedResponse
    {
        $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);

        $query = Invoice::query()
            ->with('customer:id,name')
            ->whereBetween('issued_on', [$request->date('from'), $request->date('to')])
            ->orderBy('issued_on')
            ->orderBy('id');

        $filename = sprintf('invoices_%s_%s.csv', $request->input('from'), $request->input('to'));

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, ['請求書番号', '発行日', '取引先', '請求額(税込)', 'ステータス']);
            foreach ($query->lazy(500) as $invoice) {
                fputcsv($out, [
                    $invoice->number,
                    $invoice->issued_on->format('Y-m-d'),
                    $invoice->customer->name,
                    $invoice->total,
                    $invoice->status_label,
                ]);
            }
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
