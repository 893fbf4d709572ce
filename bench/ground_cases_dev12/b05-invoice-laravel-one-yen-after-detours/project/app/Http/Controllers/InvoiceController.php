<?php

namespace App\Http\Controllers;

use App\Exports\InvoiceCsvExport;
use App\Models\Invoice;
use App\Services\InvoiceCalculator;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\Request;
use Maatwebsite\Excel\Excel as ExcelFormat;
use Maatwebsite\Excel\Facades\Excel;

class InvoiceController extends Controller
{
    public function show(Invoice $invoice)
    {
        $invoice->load('client', 'lines');

        return view('invoices.show', [
            'invoice' => $invoice,
            'calc' => new InvoiceCalculator($invoice),
        ]);
    }

    public function pdf(Invoice $invoice)
    {
        $invoice->load('client', 'lines');
        $calc = new InvoiceCalculator($invoice);

        return Pdf::loadView('invoices.pdf', [
            'invoice' => $invoice,
            'calc' => $calc,
            'subtotals' => $calc->subtotalsByRate(),
            'taxes' => $calc->taxesByRate(),
        ])->download($invoice->invoice_no . '.pdf');
    }

    public function export(Request $request)
    {
        $request->validate(['month' => ['required', 'date_format:Y-m']]);
        $filename = 'invoices_' . str_replace('-', '', $request->input('month')) . '.csv';

        return Excel::download(new InvoiceCsvExport($request->input('month')), $filename, ExcelFormat::CSV);
    }
}
