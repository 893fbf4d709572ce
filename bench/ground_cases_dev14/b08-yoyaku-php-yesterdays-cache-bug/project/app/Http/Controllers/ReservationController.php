<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreReservationRequest;
use App\Models\Reservation;
use App\Services\AvailabilityService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;

class ReservationController extends Controller
{
    public function __construct(private readonly AvailabilityService $availability)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $reservations = Reservation::query()
            ->where('shop_id', $request->integer('shop_id'))
            ->whereDate('starts_at', $request->date('date') ?? today())
            ->orderBy('starts_at')
            ->get();

        return response()->json($reservations);
    }

    public function store(StoreReservationRequest $request): JsonResponse
    {
        $data = $request->validated();
        $startsAt = Carbon::createFromFormat('Y-m-d H:i', $data['starts_at'], 'Asia/Tokyo');

        if (! $this->availability->isAvailable($data['shop_id'], $data['menu_id'], $startsAt)) {
            return response()->json(['message' => 'この時間帯は予約が埋まっています。'], 409);
        }

        $reservation = Reservation::create([...$data, 'starts_at' => $startsAt, 'status' => 'confirmed']);
        $this->availability->forgetDay($data['shop_id'], $startsAt);

        return response()->json($reservation, 201);
    }

    public function cancel(Reservation $reservation): JsonResponse
    {
        $reservation->update(['status' => 'canceled']);
        $this->availability->forgetDay($reservation->shop_id, $reservation->starts_at);

        return response()->json(null, 204);
    }
}
