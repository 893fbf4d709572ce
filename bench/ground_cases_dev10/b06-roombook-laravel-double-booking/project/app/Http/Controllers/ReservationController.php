<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreReservationRequest;
use App\Models\Reservation;
use App\Services\ReservationService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ReservationController extends Controller
{
    public function __construct(private readonly ReservationService $service)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $reservations = Reservation::query()
            ->active()
            ->with('room:id,name')
            ->when($request->integer('room_id'), fn ($q, $roomId) => $q->where('room_id', $roomId))
            ->where('ends_at', '>=', now())
            ->orderBy('starts_at')
            ->paginate(50);

        return response()->json($reservations);
    }

    public function store(StoreReservationRequest $request): JsonResponse
    {
        $reservation = $this->service->create([
            ...$request->validated(),
            'user_id' => $request->user()->id,
        ]);

        return response()->json($reservation, 201);
    }

    public function show(Reservation $reservation): JsonResponse
    {
        return response()->json($reservation->load('room:id,name', 'user:id,name'));
    }

    public function cancel(Request $request, Reservation $reservation): JsonResponse
    {
        abort_unless($reservation->user_id === $request->user()->id, 403);

        return response()->json($this->service->cancel($reservation));
    }

    public function destroy(Request $request, Reservation $reservation): JsonResponse
    {
        abort_unless($request->user()->is_admin, 403);
        $reservation->delete();

        return response()->json(null, 204);
    }
}
