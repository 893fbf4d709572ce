<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->with('customer')
            ->when($request->filled('customer_id'), fn ($q) => $q->forCustomer($request->integer('customer_id')))
            ->when($request->boolean('unpaid'), fn ($q) => $q->unpaid())
            ->when($request->boolean('overdue'), fn ($q) => $q->unpaid()->whereDate('due_date', '<=', today()))
            ->orderByDesc('issued_on')
            ->paginate(min($request->integer('per_page', 25), 100));

        return response()->json($invoices->through(fn (Invoice $invoice) => $this->present($invoice)));
    }

    public function show(Invoice $invoice): JsonResponse
    {
        return response()->json($this->present($invoice));
    }

    private function present(Invoice $invoice): array
    {
        return [
            'id' => $invoice->id,
            'number' => $invoice->number,
            'customer' => $invoice->customer->name,
            'amount' => number_format($invoice->amount_cents / 100, 2, '.', ''),
            'due_date' => $invoice->due_date->toDateString(),
            'paid' => $invoice->isPaid(),
            'overdue' => $invoice->isOverdue(),
        ];
    }
}
