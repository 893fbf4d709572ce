<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::query()
            ->with('customer')
            ->where('shop_id', $request->user()->shop_id)
            ->latest()
            ->paginate(50);

        return view('orders.index', ['orders' => $orders]);
    }

    public function show(Request $request, Order $order)
    {
        abort_unless($order->shop_id === $request->user()->shop_id, 404);
        $order->load(['items.product', 'customer']);

        return view('orders.show', ['order' => $order]);
    }
}
