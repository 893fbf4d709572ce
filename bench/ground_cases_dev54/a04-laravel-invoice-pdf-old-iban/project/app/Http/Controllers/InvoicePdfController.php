<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\Invoices\VatCalculator;
use Barryvdh\DomPDF\Facade as PDF;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class InvoicePdfController extends Controller
{
    public function __construct(private VatCalculator $vat)
    {
        $this->middleware('auth');
    }

    public function show(Request $request, Invoice $invoice)
    {
        $this->authorize('view', $invoice);

        // PDFs are generated once and kept; ?regenerate=1 (staff only) rebuilds from the current data.
        $path = $invoice->pdfPath();
        if (Storage::exists($path) && !($request->boolean('regenerate') && $request->user()->is_staff)) {
            return Storage::download($path, $invoice->number . '.pdf');
        }

        $pdf = PDF::loadView('pdf.invoice', [
            'invoice' => $invoice->load('items', 'customer'),
            'totals' => $this->vat->totals($invoice),
        ])->setPaper('a4');

        Storage::put($path, $pdf->output());
        $invoice->forceFill(['pdf_generated_at' => now()])->save();

        return $pdf->download($invoice->number . '.pdf');
    }
}
