<?php

namespace App\Http\Controllers;

use App\Jobs\SendInvoiceMail;
use App\Models\Invoice;
use Illuminate\Http\JsonResponse;

class InvoiceController extends Controller
{
    public function send(Invoice $invoice): JsonResponse
    {
        if ($invoice->mailed_at !== null) {
            return response()->json(['message' => '送信済みです'], 409);
        }

        SendInvoiceMail::dispatch($invoice);

        return response()->json(['message' => '送信を受け付けました'], 202);
    }

    public function resend(Invoice $invoice): JsonResponse
    {
        $invoice->forceFill(['mailed_at' => null])->save();
        SendInvoiceMail::dispatch($invoice);

        return response()->json(['message' => '再送を受け付けました'], 202);
    }
}
