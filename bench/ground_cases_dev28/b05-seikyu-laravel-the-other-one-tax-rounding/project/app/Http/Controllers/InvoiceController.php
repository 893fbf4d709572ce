<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceCalculator;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceCalculator $calculator)
    {
    }

    public function index(Request $request)
    {
        $invoices = Invoice::query()
            ->with(['customer', 'lines'])
            ->when($request->query('customer'), fn ($q, $id) => $q->where('customer_id', $id))
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderByDesc('issued_on')
            ->paginate(config('invoice.per_page'));

        $rows = $invoices->getCollection()->map(fn (Invoice $invoice) => [
            'invoice' => $invoice,
            'customer' => $invoice->customer->name,
            'summary' => $this->calculator->summary($invoice),
        ]);

        return view('invoices.index', ['invoices' => $invoices, 'rows' => $rows]);
    }

    public function show(Invoice $invoice)
    {
        return view('invoices.show', [
            'invoice' => $invoice->load('customer', 'lines'),
            'summary' => $this->calculator->summary($invoice),
            'byRate' => $this->calculator->taxableByRate($invoice),
        ]);
    }

    public function pdf(Invoice $invoice)
    {
        $invoice->load('customer', 'lines');

        return Pdf::loadView('invoices.pdf', [
            'invoice' => $invoice,
            'summary' => $this->calculator->summary($invoice),
            'byRate' => $this->calculator->taxableByRate($invoice),
            'issuer' => config('invoice.issuer'),
        ])->download("invoice-{$invoice->number}.pdf");
    }
}
