<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CartController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function show(Request $request): JsonResponse
    {
        $cart = $request->session()->get('cart', ['items' => [], 'coupon' => null]);
        $subtotal = collect($cart['items'])->sum(fn ($i) => $i['price'] * $i['qty']);

        $discount = 0;
        if ($cart['coupon'] && ($coupon = Coupon::where('code', $cart['coupon'])->first())) {
            $discount = $this->coupons->previewDiscount($coupon, $subtotal);
        }

        return response()->json([
            'items' => $cart['items'],
            'subtotal' => $subtotal,
            'coupon' => $cart['coupon'],
            'discount' => $discount,
            'total' => $subtotal - $discount,
        ]);
    }

    public function applyCoupon(Request $request): JsonResponse
    {
        $code = strtoupper(trim((string) $request->input('code')));
        if (! Coupon::where('code', $code)->exists()) {
            return response()->json(['error' => 'クーポンが見つかりません'], 404);
        }
        $cart = $request->session()->get('cart', ['items' => [], 'coupon' => null]);
        $cart['coupon'] = $code;
        $request->session()->put('cart', $cart);

        return $this->show($request);
    }
}
