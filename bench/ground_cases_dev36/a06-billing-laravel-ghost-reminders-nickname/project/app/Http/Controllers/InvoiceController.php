<?php

namespace App\Http\Controllers;

use App\Exceptions\CreditLimitExceeded;
use App\Http\Requests\StoreInvoiceRequest;
use App\Http\Resources\InvoiceResource;
use App\Models\Invoice;
use App\Services\InvoiceService;
use Illuminate\Http\JsonResponse;

class InvoiceController extends Controller
{
    public function __construct(private readonly InvoiceService $invoices)
    {
    }

    public function store(StoreInvoiceRequest $request): JsonResponse
    {
        try {
            $invoice = $this->invoices->create($request->validated());
        } catch (CreditLimitExceeded $e) {
            return response()->json(['message' => $e->getMessage()], 422);
        }

        return (new InvoiceResource($invoice->load('lines')))->response()->setStatusCode(201);
    }

    public function show(Invoice $invoice): InvoiceResource
    {
        $this->authorize('view', $invoice);

        return new InvoiceResource($invoice->load('lines', 'customer'));
    }
}
