<?php

namespace App\Http\Controllers;

use App\Exceptions\SlotTakenException;
use App\Models\Booking;
use App\Services\BookingService;
use Carbon\Carbon;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class BookingController extends Controller
{
    public function __construct(private BookingService $bookings)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $query = Booking::active()->with('room')->orderBy('starts_at');
        if ($request->filled('room_id')) {
            $query->where('room_id', $request->integer('room_id'));
        }
        if ($request->filled('date')) {
            // ?date=2026-03-16 is an office calendar day; stored times are UTC
            $day = Carbon::parse($request->input('date'), 'Asia/Shanghai')->startOfDay();
            $query->whereBetween('starts_at', [$day->copy()->utc(), $day->copy()->endOfDay()->utc()]);
        }

        return response()->json($query->paginate(50));
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'room_id' => 'required|integer|exists:rooms,id',
            'starts_at' => 'required|date_format:Y-m-d H:i',
            'minutes' => 'required|integer|min:15',
            'title' => 'required|string|max:100',
        ]);

        try {
            $booking = $this->bookings->book(
                $data['room_id'], $request->user()->id, $data['starts_at'], $data['minutes'], $data['title'],
            );
        } catch (SlotTakenException $e) {
            return response()->json(['message' => 'slot already taken'], 409);
        }

        return response()->json($booking, 201);
    }

    public function destroy(Request $request, Booking $booking): JsonResponse
    {
        $this->bookings->cancel($booking, $request->user()->id);

        return response()->json(null, 204);
    }
}
