<?php

namespace App\Http\Controllers;

use App\Http\Requests\CheckoutRequest;
use App\Jobs\SendOrderConfirmation;
use App\Models\Order;
use App\Services\Cart;
use App\Services\Payments\PaymentGateway;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;

class CheckoutController extends Controller
{
    public function __construct(private PaymentGateway $payments)
    {
    }

    public function store(CheckoutRequest $request, Cart $cart): RedirectResponse
    {
        $order = DB::transaction(function () use ($request, $cart) {
            $charge = $request->payment_method === 'card'
                ? $this->payments->capture($cart->total(), $request->card_token)
                : null;

            return Order::create([
                'customer_id' => $request->user()->customer_id,
                'status' => $charge ? Order::STATUS_PAID : Order::STATUS_AWAITING_PAYMENT,
                'payment_method' => $request->payment_method,
                'charge_id' => $charge?->id,
                'total' => $cart->total(),
                'items' => $cart->lines(),
            ]);
        });

        $cart->clear();

        if ($order->status === Order::STATUS_PAID) {
            SendOrderConfirmation::dispatch($order);
        }

        return redirect()->route('orders.thanks', $order);
    }
}
