<?php

namespace App\Http\Controllers\Api;

use App\Exceptions\CouponException;
use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Services\CouponService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CouponController extends Controller
{
    public function __construct(private readonly CouponService $coupons)
    {
    }

    /** 下单页试算：这张券能减多少。 */
    public function preview(Request $request): JsonResponse
    {
        $data = $request->validate(['code' => 'required|string|max:32', 'order_id' => 'required|integer']);
        $order = Order::where('user_id', $request->user()->id)->findOrFail($data['order_id']);
        try {
            $coupon = $this->coupons->findUsable($data['code'], $request->user()->id);
        } catch (CouponException $e) {
            return response()->json(['message' => $e->getMessage()], 422);
        }

        return response()->json(['discount' => $this->coupons->discountFor($coupon, $order)]);
    }

    /** 支付前核销。 */
    public function redeem(Request $request): JsonResponse
    {
        $data = $request->validate(['code' => 'required|string|max:32', 'order_id' => 'required|integer']);
        $order = Order::where('user_id', $request->user()->id)->findOrFail($data['order_id']);
        try {
            $coupon = $this->coupons->findUsable($data['code'], $request->user()->id);
            $redemption = $this->coupons->redeem($coupon, $order);
        } catch (CouponException $e) {
            return response()->json(['message' => $e->getMessage()], 422);
        }

        return response()->json(['discount' => $redemption->discount], 201);
    }
}
