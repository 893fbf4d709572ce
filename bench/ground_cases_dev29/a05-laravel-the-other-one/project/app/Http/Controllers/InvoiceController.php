<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreInvoiceRequest;
use App\Http\Requests\UpdateInvoiceRequest;
use App\Models\Invoice;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;

class InvoiceController extends Controller
{
    public function store(StoreInvoiceRequest $request): JsonResponse
    {
        $invoice = DB::transaction(function () use ($request) {
            $invoice = Invoice::create($request->safe()->except('lines') + ['status' => 'draft']);
            foreach ($request->validated('lines') as $i => $line) {
                $invoice->lines()->create($line + ['position' => $i + 1]);
            }
            return $invoice->load('lines');
        });

        return response()->json($invoice, 201);
    }

    public function update(UpdateInvoiceRequest $request, Invoice $invoice): JsonResponse
    {
        $invoice->update($request->validated());

        return response()->json($invoice->fresh('lines'));
    }
}
