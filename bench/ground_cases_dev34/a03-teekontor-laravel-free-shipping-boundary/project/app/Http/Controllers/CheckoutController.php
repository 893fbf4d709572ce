<?php

namespace App\Http\Controllers;

use App\Http\Requests\CheckoutRequest;
use App\Models\Cart;
use App\Models\ShippingZone;
use App\Services\CouponService;
use App\Services\ShippingCalculator;
use Illuminate\Http\RedirectResponse;
use Illuminate\View\View;

class CheckoutController extends Controller
{
    public function __construct(
        private readonly ShippingCalculator $shipping,
        private readonly CouponService $coupons,
    ) {
    }

    public function show(Cart $cart): View
    {
        $zone = ShippingZone::forCountry($cart->country ?? 'DE');

        return view('checkout.show', [
            'cart' => $cart,
            'shippingCents' => $this->shipping->costFor($cart, $zone),
            'discountCents' => $this->coupons->discountFor($cart),
        ]);
    }

    public function store(CheckoutRequest $request, Cart $cart): RedirectResponse
    {
        $zone = ShippingZone::forCountry($request->validated('country'));
        $order = $cart->toOrder(
            shippingCents: $this->shipping->costFor($cart, $zone),
            discountCents: $this->coupons->discountFor($cart),
        );

        return redirect()->route('orders.confirmation', $order);
    }
}
