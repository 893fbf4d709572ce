<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $query = Order::query()
            ->with('customer')
            ->when($request->filled('status'), fn ($q) => $q->where('status', $request->input('status')))
            ->when($request->filled('q'), function ($q) use ($request) {
                $q->where(function ($w) use ($request) {
                    $w->where('order_no', 'like', '%' . $request->input('q') . '%')
                      ->orWhereHas('customer', fn ($c) => $c->where('name', 'like', '%' . $request->input('q') . '%'));
                });
            })
            ->latest();

        $orders = $query->paginate(config('admin.per_page'))->withQueryString();

        return view('orders.index', [
            'orders' => $orders,
            'status' => $request->input('status'),
            'q' => $request->input('q'),
        ]);
    }

    public function show(Order $order)
    {
        $order->load('customer', 'items.product');

        return view('orders.show', compact('order'));
    }
}
