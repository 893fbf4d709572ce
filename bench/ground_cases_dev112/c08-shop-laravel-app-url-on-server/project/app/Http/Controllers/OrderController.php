<?php

namespace App\Http\Controllers;

use App\Mail\OrderShippedMail;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $status = $request->query('status');

        $orders = Order::query()
            ->where('user_id', $request->user()->id)
            ->when(in_array($status, ['pending', 'paid', 'shipped', 'completed'], true),
                fn ($q) => $q->where('status', $status))
            ->latest()
            ->paginate(20)
            ->withQueryString();

        return view('orders.index', ['orders' => $orders]);
    }

    public function show(Order $order)
    {
        $this->authorize('view', $order);

        return view('orders.show', ['order' => $order]);
    }

    public function ship(Request $request, Order $order)
    {
        $this->authorize('ship', $order);
        $data = $request->validate(['tracking_no' => 'required|string|max:64']);

        $order->update(['status' => 'shipped', 'tracking_no' => $data['tracking_no']]);
        Mail::to($order->user)->queue(new OrderShippedMail($order));

        return back()->with('status', '已发货');
    }
}
