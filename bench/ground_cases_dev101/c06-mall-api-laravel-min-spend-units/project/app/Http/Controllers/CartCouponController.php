<?php

namespace App\Http\Controllers;

use App\Services\CouponService;
use App\Support\Cart;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CartCouponController extends Controller
{
    public function __construct(private readonly CouponService $coupons)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate(['code' => ['required', 'string', 'max:32']]);

        /** @var Cart $cart */
        $cart = $request->session()->get('cart', new Cart());
        $discount = $this->coupons->apply($data['code'], $cart);
        $request->session()->put('cart', $cart);
        $request->session()->put('coupon_code', strtoupper($data['code']));

        return response()->json([
            'discount' => round($discount / 100, 2),
            'total' => $cart->total(),
        ]);
    }

    public function destroy(Request $request): JsonResponse
    {
        /** @var Cart $cart */
        $cart = $request->session()->get('cart', new Cart());
        $cart->setDiscount(0);
        $request->session()->forget('coupon_code');
        $request->session()->put('cart', $cart);

        return response()->json(['total' => $cart->total()]);
    }
}
