<?php

namespace App\Http\Controllers;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class OrderController extends Controller
{
    private const STATUSES = ['pending', 'paid', 'shipped', 'cancelled'];

    public function index(Request $request): View
    {
        $status = $request->query('status', 'paid');
        abort_unless(in_array($status, self::STATUSES, true), 404);

        $orders = Order::where('status', $status)
            ->latest()
            ->paginate(50)
            ->withQueryString();

        return view('orders.index', [
            'orders' => $orders,
            'status' => $status,
            'counts' => $this->statusCounts(),
        ]);
    }

    public function show(Order $order): View
    {
        $order->load(['customer', 'items.product', 'shipments']);

        return view('orders.show', ['order' => $order]);
    }

    private function statusCounts(): array
    {
        return Order::query()
            ->select('status', DB::raw('count(*) as total'))
            ->groupBy('status')
            ->pluck('total', 'status')
            ->all();
    }
}
