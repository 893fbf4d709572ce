<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\OrderService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function __construct(private OrderService $orders)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subtotal' => ['required', 'integer', 'min:1'],
            'coupon' => ['nullable', 'string', 'max:32'],
        ]);
        $order = $this->orders->place($request->user(), $data['subtotal'], $data['coupon'] ?? null);

        return response()->json($order, 201);
    }

    public function show(Request $request, Order $order): JsonResponse
    {
        abort_unless($order->user_id === $request->user()->id, 404);

        return response()->json($order->load('coupon'));
    }

    public function cancel(Request $request, Order $order): JsonResponse
    {
        abort_unless($order->user_id === $request->user()->id, 404);

        return response()->json($this->orders->cancel($order));
    }
}
