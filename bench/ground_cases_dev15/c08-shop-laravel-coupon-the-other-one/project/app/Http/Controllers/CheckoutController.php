<?php

namespace App\Http\Controllers;

use App\Models\Cart;
use App\Services\CheckoutService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private CheckoutService $checkout)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'coupon' => ['nullable', 'string', 'max:32'],
        ]);

        $cart = Cart::with('items')->where('user_id', $request->user()->id)->firstOrFail();
        if ($cart->items->isEmpty()) {
            return response()->json(['error' => 'cart_empty'], 422);
        }

        $order = $this->checkout->checkout($cart, $data['coupon'] ?? null);

        return response()->json([
            'order_id' => $order->id,
            'total' => $order->total,
            'discount' => $order->discount,
        ], 201);
    }
}
