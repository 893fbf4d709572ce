<?php

namespace App\Http\Controllers;

use App\Models\Rental;
use App\Services\RefundPolicy;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Str;

class RentalController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'customer_name' => 'required|string|max:60',
            'customer_phone' => 'required|string|max:20',
            'starts_at' => 'required|date|after:now',
            'ends_at' => 'required|date|after:starts_at',
            'amount_cents' => 'required|integer|min:0',
        ]);
        $data['order_no'] = 'R' . now()->format('Ymd') . '-' . Str::upper(Str::random(3));
        $data['status'] = 'confirmed';

        return response()->json(Rental::create($data), 201);
    }

    public function cancel(Rental $rental, RefundPolicy $policy): JsonResponse
    {
        if ($rental->isCancelled()) {
            return response()->json(['error' => 'already cancelled'], 409);
        }
        $now = Carbon::now();
        $rental->refunded_cents = $policy->refundFor($rental, $now);
        $rental->status = 'cancelled';
        $rental->cancelled_at = $now;
        $rental->save();

        return response()->json($rental);
    }
}
