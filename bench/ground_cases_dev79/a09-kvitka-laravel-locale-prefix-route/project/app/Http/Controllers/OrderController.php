<?php

namespace App\Http\Controllers;

use App\Models\Order;

class OrderController extends Controller
{
    public function index()
    {
        return view('orders.index', ['orders' => auth()->user()->orders()->latest()->get()]);
    }

    public function show(string $locale, Order $order)
    {
        return view('orders.show', ['order' => $order]);
    }
}
