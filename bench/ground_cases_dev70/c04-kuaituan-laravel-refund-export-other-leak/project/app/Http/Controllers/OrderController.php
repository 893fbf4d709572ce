<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $orders = Order::query()
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->when($request->query('phone'), fn ($q, $phone) => $q->where('customer_phone', $phone))
            ->latest('id')
            ->paginate(50);

        return response()->json($orders);
    }

    public function show(Order $order): JsonResponse
    {
        $order->load('refunds');

        return response()->json([
            'order' => $order,
            'refunded' => $order->refundedAmount(),
        ]);
    }
}
