<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::query()
            ->with('customer:id,name')
            ->withCount('items')
            ->status($request->query('status'))
            ->orderByDesc('created_at')
            ->paginate(50);

        return view('admin.orders.index', [
            'orders' => $orders,
            'status' => $request->query('status'),
        ]);
    }

    public function show(Order $order)
    {
        $order->load(['customer', 'items.product']);

        return view('admin.orders.show', ['order' => $order]);
    }

    public function updateStatus(Request $request, Order $order)
    {
        $data = $request->validate(['status' => 'required|in:new,paid,shipped,cancelled']);
        $order->update($data);

        return back()->with('ok', "Order #{$order->id} is now {$order->status}");
    }
}
