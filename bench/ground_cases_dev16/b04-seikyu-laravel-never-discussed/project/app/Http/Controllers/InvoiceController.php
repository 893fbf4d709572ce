<?php

namespace App\Http\Controllers;

use App\Events\InvoiceIssued;
use App\Models\Invoice;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Response;

class InvoiceController extends Controller
{
    public function show(Invoice $invoice)
    {
        return view('invoices.show', ['invoice' => $invoice->load('items', 'client')]);
    }

    public function issue(Invoice $invoice): RedirectResponse
    {
        $invoice->markIssued();
        InvoiceIssued::dispatch($invoice);

        return redirect()->route('invoices.show', $invoice)->with('status', '請求書を発行しました');
    }

    public function download(Invoice $invoice): Response
    {
        $pdf = Pdf::loadView('invoices.pdf', [
            'invoice' => $invoice->load('items', 'client'),
        ])->setPaper('a4');

        return $pdf->download("請求書_{$invoice->number}.pdf");
    }
}
