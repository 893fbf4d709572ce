<?php

namespace App\Http\Controllers;

use App\Jobs\SendOrderConfirmation;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class OrderController extends Controller
{
    public function store(Request $request)
    {
        $data = $request->validate([
            'email' => 'required|email',
            'name' => 'required|string|max:120',
            'items' => 'required|array|min:1',
            'items.*.sku' => 'required|string',
            'items.*.qty' => 'required|integer|min:1',
        ]);

        $order = Order::create([
            'number' => 'TS-' . strtoupper(Str::random(8)),
            'email' => $data['email'],
            'name' => $data['name'],
            'total_cents' => 0,
            'status' => 'placed',
        ]);
        foreach ($data['items'] as $item) {
            $order->lines()->create($item);
        }

        SendOrderConfirmation::dispatch($order);

        return redirect()->route('orders.show', $order);
    }

    public function show(Order $order)
    {
        return view('orders.show', ['order' => $order->load('lines')]);
    }
}
