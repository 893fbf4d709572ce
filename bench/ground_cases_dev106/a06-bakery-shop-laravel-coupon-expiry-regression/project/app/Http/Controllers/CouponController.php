<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CouponController extends Controller
{
    private const MESSAGES = [
        'inactive' => 'This coupon is no longer available.',
        'expired' => 'This coupon has expired.',
        'used_up' => 'This coupon has already been used the maximum number of times.',
    ];

    public function __construct(private CouponService $coupons)
    {
    }

    public function apply(Request $request): JsonResponse
    {
        $data = $request->validate([
            'code' => ['required', 'string', 'max:32'],
            'order_total_cents' => ['required', 'integer', 'min:0'],
        ]);

        $coupon = Coupon::byCode($data['code'])->first();
        if ($coupon === null) {
            return response()->json(['error' => 'unknown_code', 'message' => 'Unknown coupon code.'], 404);
        }

        $reason = $this->coupons->validate($coupon, $data['order_total_cents']);
        if ($reason === 'below_minimum') {
            $missing = ($coupon->min_order_cents - $data['order_total_cents']) / 100;
            $message = sprintf('Add %s € more to use this coupon.', number_format($missing, 2, ',', '.'));

            return response()->json(['error' => $reason, 'message' => $message], 422);
        }
        if ($reason !== null) {
            return response()->json(['error' => $reason, 'message' => self::MESSAGES[$reason]], 422);
        }

        return response()->json([
            'code' => $coupon->code,
            'discount_cents' => $this->coupons->discountCents($coupon, $data['order_total_cents']),
            'min_order_cents' => $coupon->min_order_cents,
        ]);
    }
}
