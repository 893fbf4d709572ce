<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\ReportCsvExporter;
use Illuminate\Http\Request;

class MonthlyReportController extends Controller
{
    public function show(Request $request)
    {
        $validated = $request->validate([
            'year' => ['required', 'integer', 'min:2020'],
            'month' => ['required', 'integer', 'between:1,12'],
        ]);

        $invoices = Invoice::with('client')
            ->issuedInMonth($validated['year'], $validated['month'], 'Asia/Tokyo')
            ->orderBy('issued_at')
            ->get();

        return view('reports.monthly', [
            'invoices' => $invoices,
            'year' => $validated['year'],
            'month' => $validated['month'],
            'total' => $invoices->sum(fn (Invoice $i) => $i->total()),
        ]);
    }

    public function csv(Request $request, ReportCsvExporter $exporter)
    {
        $year = (int) $request->query('year');
        $month = (int) $request->query('month');
        $invoices = Invoice::with('client')->issuedInMonth($year, $month, 'Asia/Tokyo')->orderBy('issued_at')->get();

        return response()->streamDownload(
            fn () => $exporter->write($invoices, 'php://output'),
            sprintf('invoices-%04d-%02d.csv', $year, $month),
            ['Content-Type' => 'text/csv'],
        );
    }
}
