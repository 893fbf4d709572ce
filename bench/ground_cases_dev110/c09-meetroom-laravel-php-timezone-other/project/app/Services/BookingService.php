<?php

namespace App\Services;

use App\Exceptions\SlotTakenException;
use App\Models\Booking;
use Carbon\Carbon;

class BookingService
{
    public const MAX_MINUTES = 240;

    /** Times from the web client are wall-clock times in the office, e.g. "2026-03-16 10:00". */
    public function book(int $roomId, int $userId, string $startsAt, int $minutes, string $title): Booking
    {
        $start = Carbon::parse($startsAt);
        $end = $start->copy()->addMinutes(min($minutes, self::MAX_MINUTES));

        if (! $this->isSlotFree($roomId, $start, $end)) {
            throw new SlotTakenException($roomId, $start);
        }

        return Booking::create([
            'room_id' => $roomId,
            'user_id' => $userId,
            'starts_at' => $start,
            'ends_at' => $end,
            'title' => $title,
        ]);
    }

    public function cancel(Booking $booking, int $userId): void
    {
        if ($booking->user_id !== $userId) {
            abort(403, 'not your booking');
        }
        $booking->update(['cancelled_at' => now()]);
    }

    public function isSlotFree(int $roomId, Carbon $start, Carbon $end): bool
    {
        return ! Booking::active()
            ->where('room_id', $roomId)
            ->where('starts_at', '<', $end)
            ->where('ends_at', '>', $start)
            ->exists();
    }
}
