<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceExport;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class InvoiceExportController extends Controller
{
    public function __construct(private InvoiceExport $export)
    {
    }

    public function __invoke(Request $request): Response
    {
        $validated = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);

        $invoices = Invoice::with('items')
            ->whereBetween('issued_at', [$validated['from'], $validated['to']])
            ->orderBy('issued_at')
            ->get();

        $csv = $this->export->toCsv($this->export->rows($invoices));

        return response($csv, 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => sprintf('attachment; filename="invoices_%s_%s.csv"', $validated['from'], $validated['to']),
        ]);
    }
}
