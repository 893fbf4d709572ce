<?php

namespace App\Http\Controllers;

use App\Events\OrderPlaced;
use App\Http\Requests\CheckoutRequest;
use App\Models\Order;
use App\Services\CartService;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

class CheckoutController extends Controller
{
    public function __construct(private CartService $cart)
    {
    }

    public function store(CheckoutRequest $request)
    {
        $cart = $this->cart->current();

        $order = DB::transaction(function () use ($request, $cart) {
            $order = Order::create([
                'number' => 'FF-'.Str::upper(Str::random(8)),
                'customer_id' => $request->user()?->id,
                'guest_email' => $request->user() ? null : $request->input('email'),
                'status' => 'placed',
                'total_cents' => $cart->totalCents(),
                'placed_at' => now(),
            ]);
            foreach ($cart->lines() as $line) {
                $order->lines()->create($line->toOrderLine());
            }
            $this->cart->decrementStock($cart);
            OrderPlaced::dispatch($order);

            return $order;
        });

        $this->cart->clear();

        return redirect()->route('checkout.thanks', $order);
    }

    public function thanks(Order $order)
    {
        return view('checkout.thanks', ['order' => $order]);
    }
}
