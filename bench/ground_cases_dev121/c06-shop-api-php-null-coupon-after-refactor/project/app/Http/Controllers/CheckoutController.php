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

    public function quote(Request $request): JsonResponse
    {
        $data = $request->validate([
            'subtotal' => ['required', 'numeric', 'min:0'],
            'coupon' => ['nullable', 'string', 'max:32'],
        ]);
        $subtotal = (float) $data['subtotal'];
        $total = $subtotal;
        $applied = null;

        if (!empty($data['coupon'])) {
            $coupon = $this->coupons->findActive($data['coupon']);
            $total = $this->coupons->apply($coupon, $subtotal);
            $applied = $coupon->code;
        }

        return response()->json([
            'subtotal' => $subtotal,
            'total' => $total,
            'coupon' => $applied,
        ]);
    }
}
