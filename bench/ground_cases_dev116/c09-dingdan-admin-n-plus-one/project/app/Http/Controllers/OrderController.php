<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $orders = Order::when($request->query('status'), fn ($q, $s) => $q->where('status', $s))->latest()->paginate(20);

        return $orders->through(fn (Order $o) => [
            'id' => $o->id,
            'customer' => $o->customer->name,
            'total' => $o->total,
            'status' => $o->status,
            'paid_at' => $o->paid_at?->toDateTimeString(),
        ]);
    }

    public function show(Order $order)
    {
        return $order->load('customer');
    }

    public function update(Request $request, Order $order)
    {
        $data = $request->validate([
            'status' => ['sometimes', 'string', 'in:pending,paid,shipped,completed,cancelled'],
            'remark' => ['sometimes', 'nullable', 'string', 'max:500'],
        ]);
        $order->update($data);

        return $order->fresh();
    }

    public function cancel(Order $order)
    {
        abort_unless(in_array($order->status, ['pending', 'paid'], true), 422, '当前状态不能取消');

        $order->update(['status' => 'cancelled']);

        return $order->fresh();
    }

    public function export(): StreamedResponse
    {
        $orders = Order::with('customer')->orderBy('id')->get();

        return response()->streamDownload(function () use ($orders) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['id', 'customer', 'total', 'status', 'paid_at']);
            foreach ($orders as $o) {
                fputcsv($out, [$o->id, $o->customer->name, $o->total, $o->status, $o->paid_at]);
            }
            fclose($out);
        }, 'orders.csv');
    }
}
