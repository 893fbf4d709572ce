<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Customer;

class CustomerOrderController extends Controller
{
    public function index(Customer $customer)
    {
        $orders = $customer->orders()
            ->select(['id', 'status', 'total_cents', 'placed_at', 'created_at'])
            ->orderByDesc('created_at')
            ->orderByDesc('id')
            ->paginate(25);

        return response()->json($orders);
    }

    public function latest(Customer $customer)
    {
        $order = $customer->orders()->latest('placed_at')->first();

        return $order
            ? response()->json($order->load('items'))
            : response()->json(['message' => 'no orders'], 404);
    }
}
