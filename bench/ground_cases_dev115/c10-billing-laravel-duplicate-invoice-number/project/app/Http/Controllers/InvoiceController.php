<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceNumberService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceNumberService $numbers)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->when($request->query('customer_id'), fn ($q, $id) => $q->where('customer_id', $id))
            ->when($request->query('from'), fn ($q, $from) => $q->where('issued_at', '>=', Carbon::parse($from)->startOfDay()))
            ->when($request->query('to'), fn ($q, $to) => $q->where('issued_at', '<=', Carbon::parse($to)->endOfDay()))
            ->orderByDesc('issued_at')
            ->paginate(20);

        return response()->json($invoices);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'customer_id' => 'required|integer|exists:customers,id',
            'amount' => 'required|numeric|min:0.01|max:1000000',
            'issued_at' => 'nullable|date',
        ]);
        $issuedAt = isset($data['issued_at']) ? Carbon::parse($data['issued_at']) : Carbon::now();

        $invoice = Invoice::create([
            'number' => $this->numbers->next($issuedAt),
            'customer_id' => $data['customer_id'],
            'amount_cents' => (int) round($data['amount'] * 100),
            'issued_at' => $issuedAt,
        ]);

        return response()->json($invoice, 201);
    }

    public function destroy(Invoice $invoice): JsonResponse
    {
        $invoice->delete();

        return response()->json(null, 204);
    }
}
