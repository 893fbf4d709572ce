<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::query()
            ->where('shop_id', $request->user()->shop_id)
            ->with('customer')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest('ordered_at')
            ->paginate(30);

        return view('orders.index', [
            'orders' => $orders,
            'status' => $request->query('status'),
        ]);
    }

    public function show(Order $order)
    {
        $this->authorize('view', $order);

        return view('orders.show', ['order' => $order->load('customer')]);
    }

    public function update(Request $request, Order $order)
    {
        $this->authorize('update', $order);

        $data = $request->validate([
            'status' => ['required', 'in:pending,paid,shipped,cancelled'],
        ]);

        $order->update($data);

        return redirect()->route('orders.show', $order)->with('status', '更新しました');
    }
}
