<?php

namespace App\Http\Controllers;

use App\Models\Cart;
use App\Services\CartTotals;
use App\Services\CheckoutService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    public function __construct(
        private readonly CheckoutService $checkout,
        private readonly CartTotals $totals,
    ) {
    }

    public function summary(Request $request): JsonResponse
    {
        return response()->json($this->totals->compute($this->cart($request))->toArray());
    }

    public function applyCoupon(Request $request): JsonResponse
    {
        $data = $request->validate(['code' => ['required', 'string', 'max:32']]);
        $result = $this->checkout->applyCoupon($this->cart($request), $data['code']);

        if (! $result['ok']) {
            return response()->json(['error' => $result['reason']], 422);
        }

        return response()->json([
            'coupon' => $result['coupon']->describe(),
            'totals' => $result['totals']->toArray(),
        ]);
    }

    public function removeCoupon(Request $request): JsonResponse
    {
        $cart = $this->cart($request);
        $cart->update(['coupon_id' => null]);

        return response()->json($this->totals->compute($cart)->toArray());
    }

    private function cart(Request $request): Cart
    {
        return $request->user()->cart()->with('items')->firstOrFail();
    }
}
