<?php

namespace App\Http\Controllers;

use App\Mail\InvoiceMail;
use App\Models\Invoice;
use App\Services\InvoiceCsvExporter;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;

class InvoiceController extends Controller
{
    public function index(Request $request)
    {
        $invoices = Invoice::with('customer')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderByDesc('issued_at')
            ->paginate(25);

        return view('invoices.index', ['invoices' => $invoices]);
    }

    public function show(Invoice $invoice)
    {
        return view('invoices.show', ['invoice' => $invoice->load('customer')]);
    }

    public function export(Request $request, InvoiceCsvExporter $exporter)
    {
        $data = $request->validate([
            'from' => ['required', 'date_format:Y-m-d'],
            'to' => ['required', 'date_format:Y-m-d', 'after_or_equal:from'],
        ]);

        return $exporter->stream($data['from'], $data['to']);
    }

    public function send(Invoice $invoice)
    {
        Mail::to($invoice->customer->email)->queue(new InvoiceMail($invoice));
        $invoice->update(['status' => 'sent']);

        return back()->with('status', "Invoice {$invoice->number} sent.");
    }
}
