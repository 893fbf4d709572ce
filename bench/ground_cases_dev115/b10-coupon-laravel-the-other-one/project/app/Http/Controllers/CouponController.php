<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use App\Services\CouponService;
use Illuminate\Http\Request;
use RuntimeException;

class CouponController extends Controller
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function apply(Request $request)
    {
        $data = $request->validate([
            'code' => 'required|string|max:32',
            'subtotal' => 'required|integer|min:1',
        ], [
            'code.required' => 'クーポンコードを入力してください。',
            'code.max' => 'クーポンコードは32文字以内です。',
            'subtotal.min' => '小計が不正です。',
        ]);
        try {
            return response()->json($this->coupons->apply($data['code'], $data['subtotal']));
        } catch (RuntimeException $e) {
            return response()->json(['error' => $e->getMessage()], 422);
        }
    }

    public function show(string $code)
    {
        return Coupon::where('code', $code)->firstOrFail();
    }
}
