<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreInvoiceRequest;
use App\Jobs\SendInvoiceMail;
use App\Models\Invoice;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

class InvoiceController extends Controller
{
    public function store(StoreInvoiceRequest $request)
    {
        $invoice = DB::transaction(function () use ($request) {
            $invoice = Invoice::create($request->validated() + [
                'number' => 'INV-' . now()->format('Ymd') . '-' . Str::upper(Str::random(6)),
            ]);
            $invoice->customer->increment('open_invoices');
            SendInvoiceMail::dispatch($invoice)->afterCommit();

            return $invoice;
        });

        return response()->json($invoice, 201);
    }

    public function show(Invoice $invoice)
    {
        return response()->json($invoice->load('customer'));
    }
}
