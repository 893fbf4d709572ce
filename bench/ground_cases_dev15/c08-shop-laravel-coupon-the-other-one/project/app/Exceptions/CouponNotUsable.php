<?php

namespace App\Exceptions;

use Illuminate\Http\JsonResponse;
use RuntimeException;

class CouponNotUsable extends RuntimeException
{
    public function __construct(public readonly string $code)
    {
        parent::__construct("coupon {$code} cannot be used");
    }

    public function render(): JsonResponse
    {
        return response()->json([
            'error' => 'coupon_not_usable',
            'message' => '优惠券不可用或已过期',
        ], 422);
    }
}
