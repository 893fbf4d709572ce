<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Mail\ReservationConfirmed;
use App\Models\Menu;
use App\Models\Reservation;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Mail;

/**
 * スマホアプリ用。starts_at は ISO 8601 (例: 2024-12-05T15:00:00+09:00) で受け取る。
 */
class ReservationApiController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'customer_name' => ['required', 'string', 'max:100'],
            'email' => ['required', 'email'],
            'menu_id' => ['required', 'exists:menus,id'],
            'staff_id' => ['nullable', 'exists:staff,id'],
            'starts_at' => ['required', 'date'],
        ]);

        $menu = Menu::findOrFail($data['menu_id']);
        $startsAt = Carbon::parse($data['starts_at'])->utc();

        $reservation = Reservation::create([
            ...$data,
            'starts_at' => $startsAt,
            'ends_at' => $startsAt->copy()->addMinutes($menu->duration_minutes),
            'status' => Reservation::STATUS_CONFIRMED,
            'source' => 'app',
        ]);

        Mail::to($reservation->email)->queue(new ReservationConfirmed($reservation));

        return response()->json([
            'id' => $reservation->id,
            'starts_at' => $reservation->starts_at->toIso8601String(),
            'status' => $reservation->status,
        ], 201);
    }
}
