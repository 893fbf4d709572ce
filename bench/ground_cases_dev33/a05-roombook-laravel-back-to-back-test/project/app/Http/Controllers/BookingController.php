<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreBookingRequest;
use App\Models\Booking;
use App\Models\Room;
use App\Services\BookingService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class BookingController extends Controller
{
    public function __construct(private readonly BookingService $bookings)
    {
    }

    public function index(Request $request): JsonResponse
    {
        return response()->json($this->bookings->upcomingFor($request->user()->id));
    }

    public function store(StoreBookingRequest $request): JsonResponse
    {
        $booking = $this->bookings->create(
            Room::findOrFail($request->integer('room_id')),
            $request->user()->id,
            CarbonImmutable::parse($request->input('starts_at')),
            CarbonImmutable::parse($request->input('ends_at')),
            $request->input('note'),
        );

        return response()->json($booking, 201);
    }

    public function destroy(Request $request, Booking $booking): JsonResponse
    {
        abort_unless($booking->user_id === $request->user()->id, 403);
        $this->bookings->cancel($booking);

        return response()->json(null, 204);
    }
}
