<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoicePdf;
use App\Services\TaxCalculator;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\View\View;

class InvoiceController extends Controller
{
    public function __construct(
        private readonly InvoicePdf $pdf,
        private readonly TaxCalculator $tax,
    ) {
    }

    public function show(Invoice $invoice): View
    {
        $this->authorize('view', $invoice);
        $lines = $invoice->lines->map(fn ($l) => ['amount' => $l->amount, 'reduced' => $l->reduced_rate])->all();

        return view('invoices.show', [
            'invoice' => $invoice,
            'tax' => $this->tax->summarize($lines),
        ]);
    }

    public function download(Invoice $invoice): Response
    {
        $this->authorize('view', $invoice);
        $pdf = $this->pdf->render($invoice);
        $name = "{$invoice->number}_{$invoice->customer->name}様.pdf";

        return response($pdf, 200, [
            'Content-Type' => 'application/pdf',
            'Content-Disposition' => 'attachment; filename="'.$name.'"',
        ]);
    }

    public function markSent(Request $request, Invoice $invoice)
    {
        $this->authorize('update', $invoice);
        $invoice->update(['sent_at' => now(), 'sent_by' => $request->user()->id]);

        return back()->with('status', '送付済みにしました');
    }
}
