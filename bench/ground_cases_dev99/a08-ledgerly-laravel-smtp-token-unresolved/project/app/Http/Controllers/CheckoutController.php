<?php

namespace App\Http\Controllers;

use App\Mail\InvoicePaid;
use App\Models\Invoice;
use App\Services\PaymentGateway;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;

class CheckoutController extends Controller
{
    public function __construct(private PaymentGateway $gateway)
    {
    }

    public function pay(Request $request, Invoice $invoice): JsonResponse
    {
        $this->authorize('pay', $invoice);

        $data = $request->validate([
            'payment_method' => ['required', 'string', 'max:64'],
        ]);

        if ($invoice->isPaid()) {
            return response()->json(['message' => 'Invoice already paid.'], 409);
        }

        $charge = $this->gateway->charge($invoice->total_cents, $invoice->currency, $data['payment_method'], [
            'invoice' => $invoice->number,
        ]);

        DB::transaction(function () use ($invoice, $charge) {
            $invoice->markPaid($charge->id);
        });

        Mail::to($invoice->customer->billing_email)->queue((new InvoicePaid($invoice))->afterCommit());

        return response()->json([
            'status' => 'paid',
            'charge_id' => $charge->id,
        ]);
    }
}
