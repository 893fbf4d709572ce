<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\TaxCalculator;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private TaxCalculator $tax)
    {
    }

    public function index(Request $request)
    {
        $invoices = Invoice::with('customer')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderByDesc('issued_on')
            ->paginate(20)
            ->withQueryString();

        if ($request->wantsJson()) {
            return response()->json($invoices);
        }

        return view('invoices.index', ['invoices' => $invoices]);
    }

    public function show(Invoice $invoice)
    {
        $invoice->load('lines', 'customer');

        return view('invoices.show', ['invoice' => $invoice]);
    }

    public function pdf(Invoice $invoice)
    {
        $invoice->load('lines', 'customer');
        $totals = $this->tax->calculate($invoice);

        return Pdf::loadView('invoices.pdf', ['invoice' => $invoice, 'totals' => $totals])
            ->download("invoice-{$invoice->number}.pdf");
    }
}
