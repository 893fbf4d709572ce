<?php

namespace App\Http\Controllers;

use App\Http\Resources\OrderResource;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Routing\Controllers\HasMiddleware;
use Illuminate\Routing\Controllers\Middleware;
use Illuminate\Support\Facades\DB;

class OrderController extends Controller implements HasMiddleware
{
    public static function middleware(): array
    {
        return [
            new Middleware('auth:sanctum'),
        ];
    }

    public function index(Request $request)
    {
        $orders = Order::query()
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest('ordered_at')
            ->paginate(20);

        return OrderResource::collection($orders);
    }

    public function store(Request $request)
    {
        $data = $request->validate([
            'customer_id' => ['required', 'exists:customers,id'],
            'items' => ['required', 'array', 'min:1'],
            'items.*.product_id' => ['required', 'exists:products,id'],
            'items.*.quantity' => ['required', 'integer', 'min:1'],
            'note' => ['nullable', 'string', 'max:500'],
        ]);

        $order = DB::transaction(function () use ($data) {
            $order = Order::create([
                'customer_id' => $data['customer_id'],
                'status' => 'pending',
                'note' => $data['note'] ?? null,
            ]);
            foreach ($data['items'] as $item) {
                $order->items()->create($item + ['unit_price' => \App\Models\Product::findOrFail($item['product_id'])->price]);
            }
            return $order;
        });

        return new OrderResource($order->load(['customer', 'items']));
    }

    public function show(Order $order)
    {
        return new OrderResource($order->load(['customer', 'items']));
    }
}
