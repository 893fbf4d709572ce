<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CouponController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $coupons = Coupon::where('user_id', $request->user()->id)
            ->whereNull('used_at')
            ->orderBy('expires_at')
            ->get()
            ->map(fn (Coupon $c) => [
                'code' => $c->code,
                'amount_off' => $c->amount_off,
                'expires_at' => $c->expires_at->toDateString(),
                'expired' => $c->isExpired(),
            ]);

        return response()->json($coupons);
    }

    public function check(Request $request): JsonResponse
    {
        $coupon = Coupon::where('code', $request->input('code'))
            ->where('user_id', $request->user()->id)
            ->first();

        if (! $coupon) {
            return response()->json(['ok' => false, 'message' => __('messages.coupon_not_found')], 404);
        }
        if ($coupon->isExpired()) {
            return response()->json(['ok' => false, 'message' => __('messages.coupon_expired')], 422);
        }

        return response()->json(['ok' => true, 'amount_off' => $coupon->amount_off]);
    }
}
