<?php

namespace App\Http\Controllers;

use App\Services\FeatureFlags;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private readonly FeatureFlags $flags)
    {
    }

    public function show(Request $request)
    {
        $user = $request->user();
        $cart = $user->cart()->with('items.product')->firstOrFail();

        return view('checkout.show', [
            'cart' => $cart,
            'oneClickPay' => $this->flags->isOn('one-click-pay', $user),
            'couponBox' => $this->flags->isOn('checkout-coupon-box', $user, true),
        ]);
    }
}
