<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CouponController extends Controller
{
    public function index(): JsonResponse
    {
        return response()->json(Coupon::orderByDesc('created_at')->paginate(20));
    }

    public function redeem(Request $request): JsonResponse
    {
        $data = $request->validate(['code' => ['required', 'string', 'max:32']]);

        $coupon = Coupon::active()->where('code', strtoupper($data['code']))->first();
        if ($coupon === null) {
            return response()->json(['message' => '优惠券不存在'], 404);
        }
        if ($coupon->isExpired()) {
            return response()->json(['message' => '优惠券已过期'], 422);
        }
        if ($coupon->isUsedUp()) {
            return response()->json(['message' => '优惠券已被领完'], 422);
        }

        Coupon::whereKey($coupon->id)->increment('used');

        return response()->json(['code' => $coupon->code, 'percent_off' => $coupon->percent_off]);
    }
}
