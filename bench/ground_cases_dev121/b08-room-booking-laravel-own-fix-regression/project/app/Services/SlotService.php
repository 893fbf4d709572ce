<?php

namespace App\Services;

use App\Models\Reservation;
use Carbon\CarbonImmutable;

class SlotService
{
    public const OPEN_HOUR = 8;
    public const CLOSE_HOUR = 22;

    /**
     * Whether [start, end) is free in the room. Reservations are half-open:
     * one ending at 11:00 and one starting at 11:00 do not overlap.
     */
    public function isAvailable(int $roomId, CarbonImmutable $start, CarbonImmutable $end, ?int $ignoreId = null): bool
    {
        if ($start->hour < self::OPEN_HOUR || $end->hour > self::CLOSE_HOUR || $end <= $start) {
            return false;
        }

        $query = Reservation::query()
            ->where('room_id', $roomId)
            ->where('status', '!=', 'cancelled')
            ->where('starts_at', '<=', $end)
            ->where('ends_at', '>=', $start);

        if ($ignoreId !== null) {
            $query->where('id', '!=', $ignoreId);
        }

        return ! $query->exists();
    }

    public function minutes(CarbonImmutable $start, CarbonImmutable $end): int
    {
        return (int) $start->diffInMinutes($end);
    }
}
