<?php

namespace App\Http\Controllers;

use App\Services\CouponService;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function confirm(Request $request)
    {
        $cart = $request->session()->get('cart', []);
        $subtotal = array_sum(array_map(fn ($l) => $l['price'] * $l['qty'], $cart));
        $code = $request->input('coupon_code');

        $discount = $this->coupons->discountFor($code, $subtotal);

        if ($request->input('points', 0) == 0) {
            $points = 0;
        } else {
            $points = min((int) $request->input('points'), $subtotal - $discount);
        }

        return view('checkout.confirm', [
            'cart' => $cart,
            'subtotal' => $subtotal,
            'discount' => $discount,
            'points' => $points,
            'total' => $subtotal - $discount - $points,
        ]);
    }
}
