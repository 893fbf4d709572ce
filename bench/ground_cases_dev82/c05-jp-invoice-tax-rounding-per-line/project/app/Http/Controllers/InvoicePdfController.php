<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceTaxCalculator;
use Barryvdh\DomPDF\Facade\Pdf;

class InvoicePdfController extends Controller
{
    public function __construct(private readonly InvoiceTaxCalculator $calculator)
    {
    }

    public function show(Invoice $invoice)
    {
        abort_unless($invoice->isIssued(), 404);
        $lines = $invoice->lines;

        $pdf = Pdf::loadView('invoices.pdf', [
            'invoice' => $invoice,
            'lines' => $lines,
            'summary' => $this->calculator->summarize($lines),
            'totals' => $this->calculator->totals($lines),
            'issuer' => config('invoice.issuer'),
            'bank' => config('invoice.bank'),
        ])->setPaper('a4');

        return $pdf->stream("{$invoice->number}.pdf");
    }
}
