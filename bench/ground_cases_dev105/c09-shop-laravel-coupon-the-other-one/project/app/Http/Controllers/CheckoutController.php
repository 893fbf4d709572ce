<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(private readonly CouponService $coupons)
    {
    }

    public function quote(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subtotal' => ['required', 'integer', 'min:0'],
            'shipping' => ['required', 'integer', 'min:0'],
            'coupon' => ['nullable', 'string', 'max:32'],
        ]);

        $coupon = isset($data['coupon']) ? Coupon::byCode($data['coupon'])->first() : null;
        $discount = $this->coupons->discountFor($coupon, $data['subtotal'], $data['shipping']);

        return response()->json([
            'subtotal' => $data['subtotal'],
            'shipping' => $data['shipping'],
            'discount' => $discount,
            'total' => $data['subtotal'] + $data['shipping'] - $discount,
        ]);
    }
}
