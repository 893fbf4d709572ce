<?php

namespace App\Http\Controllers;

use App\Events\OrderPlaced;
use App\Http\Requests\PlaceOrderRequest;
use App\Models\Order;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;

class OrderController extends Controller
{
    public function store(PlaceOrderRequest $request): JsonResponse
    {
        $order = DB::transaction(function () use ($request) {
            $order = Order::create([
                'customer_id' => $request->user()->id,
                'payment_method' => $request->input('payment_method'),
                'status' => Order::STATUS_PENDING,
            ]);

            foreach ($request->input('items') as $item) {
                $order->items()->create([
                    'product_id' => $item['product_id'],
                    'quantity' => $item['quantity'],
                    'unit_price' => $item['unit_price'],
                ]);
            }

            event(new OrderPlaced($order));

            return $order;
        });

        return response()->json(['id' => $order->id, 'status' => $order->status], 201);
    }
}
