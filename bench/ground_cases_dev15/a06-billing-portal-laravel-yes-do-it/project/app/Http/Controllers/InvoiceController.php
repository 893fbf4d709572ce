<?php

namespace App\Http\Controllers;

use App\Mail\InvoiceMail;
use App\Models\Invoice;
use App\Services\InvoicePdf;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;
use Illuminate\View\View;
use Symfony\Component\HttpFoundation\StreamedResponse;

class InvoiceController extends Controller
{
    public function __construct(private readonly InvoicePdf $pdf)
    {
    }

    public function index(Request $request): View
    {
        $invoices = $request->user()->invoices()
            ->latest('issued_at')
            ->paginate(25);

        return view('invoices.index', ['invoices' => $invoices]);
    }

    public function show(Request $request, Invoice $invoice): View
    {
        $this->authorize('view', $invoice);

        return view('invoices.show', ['invoice' => $invoice->load('lines')]);
    }

    public function download(Request $request, int $id): StreamedResponse
    {
        $invoice = Invoice::with('lines')->findOrFail($id);
        $this->authorize('view', $invoice);

        return response()->streamDownload(
            fn () => print($this->pdf->render($invoice)),
            "invoice-{$invoice->number}.pdf",
            ['Content-Type' => 'application/pdf'],
        );
    }

    public function resend(Request $request, int $id): RedirectResponse
    {
        $invoice = Invoice::findOrFail($id);

        Mail::to($invoice->billing_email)->queue(new InvoiceMail($invoice));

        return back()->with('status', "Invoice {$invoice->number} sent to {$invoice->billing_email}.");
    }
}
