<?php

namespace App\Http\Controllers;

use App\Models\Cart;
use App\Models\CartItem;
use App\Models\Order;
use App\Services\PaymentGateway;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\View\View;

class CheckoutController extends Controller
{
    public function __construct(private readonly PaymentGateway $payments)
    {
    }

    public function show(Request $request): View
    {
        $cart = Cart::forSession($request->session()->getId())->load('items.product');

        return view('checkout.show', ['cart' => $cart, 'total' => $cart->totalCents()]);
    }

    public function store(Request $request): RedirectResponse
    {
        $cart = Cart::forSession($request->session()->getId())->load('items.product');
        abort_if($cart->items->isEmpty(), 422, 'Your cart is empty.');

        $order = DB::transaction(function () use ($cart, $request) {
            $order = Order::create([
                'user_id' => $request->user()?->id,
                'email' => $request->input('email'),
                'status' => 'pending_payment',
            ]);
            $order->lines()->createMany($cart->items->map(fn (CartItem $item) => [
                'product_id' => $item->product_id,
                'quantity' => $item->quantity,
                'unit_price_cents' => $item->unit_price_cents,
            ])->all());
            $order->update(['total_cents' => $order->lines->sum(fn ($l) => $l->quantity * $l->unit_price_cents)]);

            return $order;
        });

        $cart->items()->delete();

        return redirect()->away($this->payments->checkoutUrl($order));
    }
}
