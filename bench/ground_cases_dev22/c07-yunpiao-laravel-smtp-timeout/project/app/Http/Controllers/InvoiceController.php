<?php

namespace App\Http\Controllers;

use App\Jobs\SendInvoiceMail;
use App\Models\Invoice;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function index(Request $request)
    {
        $invoices = Invoice::query()
            ->when($request->query('status'), fn ($q, $s) => $q->where('status', $s))
            ->orderByDesc('issued_at')
            ->paginate(20);

        return view('invoices.index', compact('invoices'));
    }

    public function resend(Invoice $invoice)
    {
        SendInvoiceMail::dispatch($invoice);

        return back()->with('status', '已加入重发队列');
    }
}
