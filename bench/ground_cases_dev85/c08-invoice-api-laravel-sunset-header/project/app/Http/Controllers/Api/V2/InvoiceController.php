<?php

namespace App\Http\Controllers\Api\V2;

use App\Http\Controllers\Controller;
use App\Http\Requests\ListInvoicesRequest;
use App\Http\Requests\StoreInvoiceRequest;
use App\Http\Resources\InvoiceResource;
use App\Models\Invoice;
use Illuminate\Http\JsonResponse;

class InvoiceController extends Controller
{
    public function index(ListInvoicesRequest $request)
    {
        $perPage = $request->integer('per_page', config('api.v2.per_page_default'));

        $invoices = Invoice::query()
            ->where('tenant_id', $request->user()->tenant_id)
            ->when($request->filled('status'), fn ($q) => $q->where('status', $request->input('status')))
            ->orderByDesc('issued_at')
            ->paginate($perPage);

        return InvoiceResource::collection($invoices);
    }

    public function show(Invoice $invoice): InvoiceResource
    {
        $this->authorize('view', $invoice);

        return new InvoiceResource($invoice);
    }

    public function store(StoreInvoiceRequest $request): JsonResponse
    {
        $invoice = Invoice::create($request->validated() + ['tenant_id' => $request->user()->tenant_id]);

        return (new InvoiceResource($invoice))->response()->setStatusCode(201);
    }
}
