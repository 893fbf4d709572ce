<?php

namespace App\Http\Controllers;

use App\Services\CheckoutCalculator;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(
        private readonly CheckoutCalculator $calculator,
        private readonly CouponService $coupons,
    ) {
    }

    public function quote(Request $request): JsonResponse
    {
        $data = $request->validate([
            'lines' => ['required', 'array', 'min:1'],
            'lines.*.price' => ['required', 'integer', 'min:0'],
            'lines.*.qty' => ['required', 'integer', 'min:1'],
            'coupon' => ['nullable', 'string', 'max:32'],
        ]);

        $coupon = null;
        if (! empty($data['coupon'])) {
            $coupon = $this->coupons->validate($this->coupons->find($data['coupon']));
        }

        $isMember = $request->user()?->is_member ?? false;

        return response()->json($this->calculator->total($data['lines'], $isMember, $coupon));
    }
}
