<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\OrderService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function __construct(private readonly OrderService $orders)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $page = Order::where('user_id', $request->user()->id)
            ->orderByDesc('created_at')
            ->orderByDesc('id')
            ->cursorPaginate(20);

        return response()->json($page);
    }

    public function show(Request $request, string $orderNo): JsonResponse
    {
        $order = Order::with('items')
            ->where('user_id', $request->user()->id)
            ->where('order_no', $orderNo)
            ->firstOrFail();

        return response()->json($order);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'lines' => 'required|array|min:1',
            'lines.*.sku_id' => 'required|integer',
            'lines.*.qty' => 'required|integer|min:1',
            'lines.*.price_fen' => 'required|integer|min:0',
            'address' => 'required|array',
        ]);
        $order = $this->orders->create($request->user()->id, $data['lines'], $data['address']);

        return response()->json(['order_no' => $order->order_no], 201);
    }
}
