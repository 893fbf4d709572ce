<?php

namespace App\Http\Controllers;

use App\Http\Resources\OrderResource;
use App\Models\Order;
use App\Services\CacheService;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function __construct(private CacheService $cache)
    {
    }

    public function index(Request $request)
    {
        $orders = Order::query()
            ->with('items')
            ->where('merchant_id', $request->user()->merchant_id)
            ->when($request->query('status'), fn ($q, $s) => $q->where('status', $s))
            ->latest()
            ->paginate(20);

        return OrderResource::collection($orders);
    }

    public function show(Order $order)
    {
        $this->authorize('view', $order);
        $order->load('items');

        return new OrderResource($order);
    }

    public function destroy(Order $order)
    {
        $order->delete();
        $this->cache->forgetMerchantStats($order->merchant_id);

        return response()->noContent();
    }
}
