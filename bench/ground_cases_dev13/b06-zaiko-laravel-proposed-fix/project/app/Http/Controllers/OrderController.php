<?php

namespace App\Http\Controllers;

use App\Exceptions\OutOfStockException;
use App\Http\Requests\StoreOrderRequest;
use App\Models\Order;
use App\Services\StockService;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;

class OrderController extends Controller
{
    public function __construct(private readonly StockService $stock)
    {
    }

    public function store(StoreOrderRequest $request): JsonResponse
    {
        try {
            $order = DB::transaction(function () use ($request) {
                $order = Order::create([
                    'customer_id' => $request->user()->id,
                    'status' => 'reserved',
                ]);
                foreach ($request->validated('items') as $item) {
                    $this->stock->reserve($item['sku'], (int) $item['qty'], $order->id);
                    $order->items()->create($item);
                }
                return $order;
            });
        } catch (OutOfStockException $e) {
            return response()->json([
                'message' => '在庫が不足しています',
                'sku' => $e->sku,
                'available' => $e->available,
            ], 409);
        }

        return response()->json(['id' => $order->id, 'status' => $order->status], 201);
    }

    public function cancel(Order $order): JsonResponse
    {
        abort_unless($order->status === 'reserved', 409, 'この注文はキャンセルできません');

        DB::transaction(function () use ($order) {
            foreach ($order->items as $item) {
                $this->stock->release($item->sku, $item->qty, $order->id);
            }
            $order->update(['status' => 'cancelled']);
        });

        return response()->json(['id' => $order->id, 'status' => 'cancelled']);
    }
}
