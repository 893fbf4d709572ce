<?php

namespace App\Http\Controllers;

use App\Http\Requests\CheckoutRequest;
use App\Jobs\SendOrderConfirmationMail;
use App\Services\CartService;
use App\Services\OrderService;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;

class CheckoutController extends Controller
{
    public function __construct(
        private readonly CartService $cart,
        private readonly OrderService $orders,
    ) {
    }

    public function store(CheckoutRequest $request): RedirectResponse
    {
        $cart = $this->cart->current($request->user());
        if ($cart->isEmpty()) {
            return redirect()->route('cart.show')->with('error', 'カートが空です');
        }

        $order = DB::transaction(function () use ($request, $cart) {
            $order = $this->orders->createFromCart($cart, $request->validated());
            $this->cart->clear($cart);

            return $order;
        });

        SendOrderConfirmationMail::dispatch($order);

        return redirect()->route('orders.thanks', $order);
    }
}
