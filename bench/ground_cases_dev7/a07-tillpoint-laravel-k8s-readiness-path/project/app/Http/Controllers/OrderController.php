<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::query()
            ->where('store_id', $request->user()->store_id)
            ->latest()
            ->paginate(50);

        return view('orders.index', compact('orders'));
    }

    public function show(Order $order)
    {
        $this->authorize('view', $order);

        return view('orders.show', compact('order'));
    }

    public function store(Request $request)
    {
        $data = $request->validate([
            'lines' => 'required|array|min:1',
            'lines.*.sku' => 'required|string',
            'lines.*.qty' => 'required|integer|min:1',
        ]);

        $order = Order::place($request->user(), $data['lines']);

        return response()->json($order, 201);
    }
}
