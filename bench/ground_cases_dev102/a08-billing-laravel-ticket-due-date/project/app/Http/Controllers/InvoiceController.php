<?php

namespace App\Http\Controllers;

use App\Models\Customer;
use App\Services\InvoiceService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceService $invoices)
    {
    }

    public function store(Request $request, Customer $customer): JsonResponse
    {
        $data = $request->validate([
            'lines' => ['required', 'array', 'min:1'],
            'lines.*.qty' => ['required', 'integer', 'min:1'],
            'lines.*.unit_cents' => ['required', 'integer', 'min:0'],
        ]);

        $invoice = $this->invoices->issue($customer, $data['lines']);

        return response()->json([
            'number' => $invoice->number,
            'customer_id' => $invoice->customer_id,
            'issued_on' => $invoice->issued_on,
            'due_on' => $invoice->due_on,
            'total_cents' => $invoice->total_cents,
        ], 201);
    }
}
