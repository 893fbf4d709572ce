<?php

namespace App\Http\Controllers\Admin;

use App\Exports\OrdersExport;
use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Notifications\ShipmentNotification;
use Illuminate\Http\Request;
use Maatwebsite\Excel\Facades\Excel;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::with('customer')
            ->when($request->status, fn ($q, $s) => $q->where('status', $s))
            ->latest()
            ->paginate(30);

        return view('admin.orders.index', compact('orders'));
    }

    public function cancel(Order $order)
    {
        if ($order->status === Order::STATUS_SHIPPED) {
            return back()->with('error', __('orders.cannot_cancel_shipped'));
        }

        $order->update(['status' => Order::STATUS_CANCELLED]);

        return back()->with('success', __('orders.cancelled_ok'));
    }

    public function ship(Request $request, Order $order)
    {
        $request->validate(['tracking_no' => 'required|string|max:40']);

        $order->update([
            'status' => Order::STATUS_SHIPPED,
            'tracking_no' => $request->tracking_no,
            'shipped_at' => now(),
        ]);
        $order->customer->notify(new ShipmentNotification($order));

        return redirect()->route('admin.orders.index')->with('success', '发货成功');
    }

    public function export(Request $request)
    {
        return Excel::download(new OrdersExport($request->status), 'orders.xlsx');
    }
}
