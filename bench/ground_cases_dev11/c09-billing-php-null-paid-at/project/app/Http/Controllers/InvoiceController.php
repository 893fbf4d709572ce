<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private readonly InvoiceService $invoices)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::with('customer')
            ->orderByDesc('issued_at')
            ->paginate(20);

        return response()->json([
            'data' => $invoices->getCollection()->map(fn (Invoice $i) => $this->invoices->summary($i)),
            'meta' => [
                'current_page' => $invoices->currentPage(),
                'last_page' => $invoices->lastPage(),
                'per_page' => $invoices->perPage(),
                'total' => $invoices->total(),
            ],
        ]);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        return response()->json(['data' => $this->invoices->summary($invoice)]);
    }

    public function pay(Invoice $invoice): JsonResponse
    {
        $invoice = $this->invoices->markPaid($invoice);

        return response()->json(['data' => $this->invoices->summary($invoice)]);
    }
}
