<?php

namespace App\Http\Controllers;

use App\Exceptions\BookingException;
use App\Services\BookingService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class BookingController extends Controller
{
    public function __construct(private BookingService $bookings)
    {
    }

    public function store(Request $request, int $roomId): JsonResponse
    {
        $data = $request->validate([
            'start_at' => ['required', 'date'],
            'end_at' => ['required', 'date', 'after:start_at'],
        ]);

        try {
            $booking = $this->bookings->book(
                $roomId,
                $request->user()->id,
                CarbonImmutable::parse($data['start_at']),
                CarbonImmutable::parse($data['end_at']),
            );
        } catch (BookingException $e) {
            return response()->json(['error' => $e->getMessage()], 409);
        }

        return response()->json($booking, 201);
    }
}
