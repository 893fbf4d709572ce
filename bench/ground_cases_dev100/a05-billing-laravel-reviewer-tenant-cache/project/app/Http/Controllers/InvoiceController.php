<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::where('tenant_id', $request->user()->tenant_id)
            ->with('lines')
            ->orderByDesc('issued_on')
            ->paginate(50);

        return response()->json($invoices);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'customer_id' => ['required', 'integer'],
            'issued_on' => ['required', 'date'],
            'lines' => ['required', 'array', 'min:1'],
            'lines.*.description' => ['required', 'string', 'max:200'],
            'lines.*.net_cents' => ['required', 'integer'],
            'lines.*.vat_rate' => ['required', 'numeric', 'between:0,0.27'],
        ]);

        $invoice = Invoice::createWithLines($request->user()->tenant_id, $data);

        return response()->json($invoice->load('lines'), 201);
    }

    public function show(Request $request, Invoice $invoice): JsonResponse
    {
        abort_unless($invoice->tenant_id === $request->user()->tenant_id, 404);

        return response()->json($invoice->load('lines'));
    }

    public function void(Request $request, Invoice $invoice): JsonResponse
    {
        abort_unless($invoice->tenant_id === $request->user()->tenant_id, 404);
        $invoice->update(['status' => 'void']);

        return response()->json($invoice);
    }
}
