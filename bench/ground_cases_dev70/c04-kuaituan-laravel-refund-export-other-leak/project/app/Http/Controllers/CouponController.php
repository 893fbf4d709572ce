<?php

namespace App\Http\Controllers;

use App\Models\Coupon;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class CouponController extends Controller
{
    public function index(): JsonResponse
    {
        return response()->json(Coupon::latest('id')->get());
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'code' => ['required', 'alpha_num', 'max:20'],
            'discount' => ['required', 'numeric', 'min:0.01'],
            'min_amount' => ['nullable', 'numeric', 'min:0'],
            'starts_at' => ['required', 'date'],
            'ends_at' => ['required', 'date', 'after:starts_at'],
        ]);

        return response()->json(Coupon::create($data), 201);
    }

    public function destroy(Coupon $coupon): Response
    {
        $coupon->delete();

        return response()->noContent();
    }
}
