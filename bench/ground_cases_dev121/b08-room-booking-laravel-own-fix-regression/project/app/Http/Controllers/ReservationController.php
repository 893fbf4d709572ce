<?php

namespace App\Http\Controllers;

use App\Models\Reservation;
use App\Models\Room;
use App\Services\SlotService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ReservationController extends Controller
{
    public function __construct(private readonly SlotService $slots)
    {
    }

    public function index(Request $request, Room $room): JsonResponse
    {
        $request->validate(['from' => ['nullable', 'date']]);
        $from = $request->filled('from')
            ? CarbonImmutable::parse($request->query('from'), 'Asia/Tokyo')
            : now();

        $items = $room->reservations()
            ->where('status', '!=', 'cancelled')
            ->where('ends_at', '>', $from)
            ->orderBy('starts_at')
            ->get(['id', 'user_id', 'starts_at', 'ends_at', 'title']);

        return response()->json($items);
    }

    public function store(Request $request, Room $room): JsonResponse
    {
        $data = $request->validate([
            'title' => ['required', 'string', 'max:100'],
            'starts_at' => ['required', 'date'],
            'ends_at' => ['required', 'date', 'after:starts_at'],
        ]);

        $start = CarbonImmutable::parse($data['starts_at'], 'Asia/Tokyo');
        $end = CarbonImmutable::parse($data['ends_at'], 'Asia/Tokyo');

        if (! $this->slots->isAvailable($room->id, $start, $end)) {
            return response()->json(['message' => 'この時間帯は予約できません'], 409);
        }

        $reservation = Reservation::create([
            'room_id' => $room->id,
            'user_id' => $request->user()->id,
            'title' => $data['title'],
            'starts_at' => $start,
            'ends_at' => $end,
            'status' => 'confirmed',
        ]);

        return response()->json($reservation, 201);
    }

    public function destroy(Request $request, Reservation $reservation): JsonResponse
    {
        if ($reservation->user_id !== $request->user()->id) {
            return response()->json(['message' => '自分の予約のみキャンセルできます'], 403);
        }

        $reservation->update(['status' => 'cancelled']);

        return response()->json(null, 204);
    }
}
