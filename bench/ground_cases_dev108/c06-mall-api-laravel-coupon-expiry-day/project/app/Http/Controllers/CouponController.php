<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CouponController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function index(): JsonResponse
    {
        $rows = Coupon::query()
            ->withCount('redemptions as used_count')
            ->orderByDesc('id')
            ->get(['id', 'code', 'discount_cents', 'min_order_cents', 'expires_on', 'max_uses', 'active']);

        return response()->json($rows);
    }

    public function check(Request $request): JsonResponse
    {
        $data = $request->validate([
            'code' => 'required|string',
            'order_cents' => 'required|integer|min:0',
        ]);
        $coupon = Coupon::where('code', $data['code'])->firstOrFail();
        $result = $this->coupons->validate($coupon, $data['order_cents']);

        return response()->json([
            'result' => $result,
            'discount_cents' => $result === CouponService::OK
                ? $this->coupons->discountFor($coupon, $data['order_cents'])
                : 0,
        ]);
    }
}
