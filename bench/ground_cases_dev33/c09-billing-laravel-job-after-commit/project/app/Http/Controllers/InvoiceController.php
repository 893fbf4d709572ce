<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\InvoiceService;
use Illuminate\Http\JsonResponse;

class InvoiceController extends Controller
{
    public function store(Order $order, InvoiceService $service): JsonResponse
    {
        $this->authorize('invoice', $order);

        $invoice = $service->issue($order);

        return response()->json([
            'id' => $invoice->id,
            'no' => $invoice->no,
            'amount' => $invoice->amount,
        ], 201);
    }
}
