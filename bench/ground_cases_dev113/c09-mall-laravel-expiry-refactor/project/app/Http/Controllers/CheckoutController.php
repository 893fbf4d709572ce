<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function preview(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subtotal' => 'required|integer|min:0',
            'coupon' => 'nullable|string|max:32',
        ]);
        $subtotal = $data['subtotal'];
        $discount = 0;
        if (!empty($data['coupon'])) {
            $coupon = Coupon::where('code', strtoupper($data['coupon']))->first();
            if ($coupon === null) {
                return response()->json(['error' => 'coupon_not_found'], 422);
            }
            $error = $this->coupons->validate($coupon, $subtotal, null, $request->user()?->id);
            if ($error !== null) {
                return response()->json(['error' => $error], 422);
            }
            $discount = $this->coupons->discount($coupon, $subtotal);
        }
        return response()->json([
            'subtotal' => $subtotal,
            'discount' => $discount,
            'total' => $subtotal - $discount,
        ]);
    }
}
