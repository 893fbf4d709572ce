<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;
use Illuminate\View\View;

class OrderController extends Controller
{
    public function index(Request $request): View
    {
        $status = $request->query('status');
        $keyword = trim((string) $request->query('q', ''));

        $query = Order::query()->latest();
        if ($status && in_array($status, Order::STATUSES, true)) {
            $query->where('status', $status);
        }
        if ($keyword !== '') {
            $query->where(function ($q) use ($keyword) {
                $q->where('number', 'like', "%{$keyword}%")
                    ->orWhere('shipping_city', 'like', "%{$keyword}%");
            });
        }

        $orders = $query->paginate(50)->withQueryString();

        return view('admin.orders.index', [
            'orders' => $orders,
            'status' => $status,
            'keyword' => $keyword,
            'statuses' => Order::STATUSES,
        ]);
    }

    public function show(Order $order): View
    {
        $order->load(['customer', 'items.product']);

        return view('admin.orders.show', ['order' => $order]);
    }

    public function updateStatus(Request $request, Order $order): RedirectResponse
    {
        $data = $request->validate([
            'status' => ['required', Rule::in(Order::STATUSES)],
        ]);
        $order->update(['status' => $data['status']]);

        return back()->with('ok', "订单 {$order->number} 已更新为 {$data['status']}");
    }
}
