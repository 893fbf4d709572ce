<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceExporter;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class InvoiceExportController extends Controller
{
    public function __invoke(Request $request, InvoiceExporter $exporter): Response
    {
        $validated = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);

        $invoices = Invoice::with('customer')
            ->whereBetween('issued_at', [$validated['from'], $validated['to']])
            ->orderBy('number')
            ->get();

        $filename = sprintf(
            'invoices_%s-%s.csv',
            date('Ymd', strtotime($validated['from'])),
            date('Ymd', strtotime($validated['to'])),
        );

        return response($exporter->toCsv($invoices), 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => 'attachment; filename="' . $filename . '"',
        ]);
    }
}
