<?php

namespace App\Http\Controllers;

use App\Models\Reservation;
use App\Services\SlotService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ReservationController extends Controller
{
    public function __construct(private SlotService $slots)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $items = Reservation::active()
            ->where('user_id', $request->user()->id)
            ->orderBy('starts_at')
            ->get();
        return response()->json($items);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'table_id' => ['required', 'integer', 'exists:tables,id'],
            'starts_at' => ['required', 'date'],
            'party_size' => ['required', 'integer', 'between:1,8'],
            'note' => ['nullable', 'string', 'max:200'],
        ]);
        $start = CarbonImmutable::parse($data['starts_at']);
        $end = $start->addMinutes(SlotService::SLOT_MINUTES);
        if (! $this->slots->withinOpeningHours($start, $end)) {
            return response()->json(['message' => '営業時間外です'], 422);
        }
        if (! $this->slots->isAvailable($data['table_id'], $start, $end)) {
            return response()->json(['message' => 'その時間は埋まっています'], 409);
        }
        $reservation = Reservation::create($data + [
            'user_id' => $request->user()->id,
            'ends_at' => $end,
        ]);
        return response()->json($reservation, 201);
    }

    public function destroy(Request $request, Reservation $reservation): JsonResponse
    {
        abort_unless($reservation->user_id === $request->user()->id, 404);
        $reservation->forceFill(['cancelled_at' => now()])->save();
        return response()->json(null, 204);
    }

    public function slots(Request $request): JsonResponse
    {
        $data = $request->validate([
            'table_id' => ['required', 'integer'],
            'date' => ['required', 'date_format:Y-m-d'],
        ]);
        $day = CarbonImmutable::parse($data['date']);
        return response()->json($this->slots->freeSlots((int) $data['table_id'], $day));
    }
}
