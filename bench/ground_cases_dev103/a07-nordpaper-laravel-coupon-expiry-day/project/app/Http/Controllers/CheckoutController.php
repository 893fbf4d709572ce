<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\CouponException;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function applyCoupon(Request $request, Order $order): JsonResponse
    {
        $data = $request->validate(['code' => 'required|string|max:40']);
        try {
            $coupon = $this->coupons->validate($data['code'], $order->total_cents);
        } catch (CouponException $e) {
            return response()->json(['error' => $e->getMessage()], 422);
        }
        $order->discount_cents = $this->coupons->discountCents($coupon, $order->total_cents);
        $order->coupon_id = $coupon->id;
        $order->save();

        return response()->json([
            'id' => $order->id,
            'total_cents' => $order->total_cents,
            'discount_cents' => $order->discount_cents,
            'coupon_code' => $coupon->code,
        ]);
    }
}
