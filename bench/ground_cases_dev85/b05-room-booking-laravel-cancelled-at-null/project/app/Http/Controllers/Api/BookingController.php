<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreBookingRequest;
use App\Http\Resources\BookingResource;
use App\Models\Booking;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class BookingController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $bookings = Booking::query()
            ->where('user_id', $request->user()->id)
            ->orderByDesc('start_at')
            ->paginate(20);

        return BookingResource::collection($bookings);
    }

    public function store(StoreBookingRequest $request): BookingResource
    {
        $booking = Booking::create([
            'user_id' => $request->user()->id,
            'room_id' => $request->validated('roomId'),
            'start_at' => $request->validated('startAt'),
            'end_at' => $request->validated('endAt'),
            'note' => $request->validated('note'),
        ]);

        return new BookingResource($booking->load('room'));
    }

    public function show(Booking $booking): BookingResource
    {
        $this->authorize('view', $booking);

        return new BookingResource($booking->load('room'));
    }

    public function cancel(Booking $booking): BookingResource
    {
        $this->authorize('update', $booking);
        $booking->cancel();

        return new BookingResource($booking->load('room'));
    }
}
