<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class InvoiceController extends Controller
{
    public function index(Request $request): View
    {
        $invoices = Invoice::query()
            ->with('customer')
            ->when($request->query('status') === 'open', fn ($q) => $q->whereNull('paid_at'))
            ->when($request->query('q'), fn ($q, $term) => $q->where('number', 'like', "%{$term}%"))
            ->orderByDesc('issued_at')
            ->paginate(config('billing.invoices_per_page'));

        return view('invoices.index', ['invoices' => $invoices]);
    }

    public function show(Invoice $invoice): View
    {
        $invoice->load(['customer', 'payments']);

        return view('invoices.show', ['invoice' => $invoice]);
    }

    public function markPaid(Invoice $invoice): RedirectResponse
    {
        $invoice->update(['paid_at' => now()]);

        return redirect()->route('invoices.show', $invoice)->with('status', 'Invoice marked as paid.');
    }
}
