<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\View\View;

class OrderController extends Controller
{
    public function index(Request $request): View
    {
        $orders = Order::query()
            ->with('customer')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest()
            ->paginate(50)
            ->withQueryString();

        return view('orders.index', [
            'orders' => $orders,
            'status' => $request->query('status'),
        ]);
    }

    public function show(Order $order): View
    {
        $order->load('customer', 'items');

        return view('orders.show', ['order' => $order]);
    }
}
