<?php

namespace App\Services;

use App\Exceptions\BookingException;
use App\Models\Booking;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

class BookingService
{
    public const ERR_SLOT_TAKEN = 'ERR_SLOT_TAKEN';
    public const ERR_TOO_LONG = 'ERR_TOO_LONG';
    public const MAX_HOURS = 4;

    public function book(int $roomId, int $userId, CarbonImmutable $start, CarbonImmutable $end): Booking
    {
        if ($start->diffInMinutes($end) > self::MAX_HOURS * 60) {
            throw new BookingException(self::ERR_TOO_LONG);
        }

        return DB::transaction(function () use ($roomId, $userId, $start, $end) {
            if ($this->overlaps($roomId, $start, $end)) {
                throw new BookingException(self::ERR_SLOT_TAKEN);
            }

            return Booking::create([
                'room_id' => $roomId,
                'user_id' => $userId,
                'start_at' => $start,
                'end_at' => $end,
                'status' => 'confirmed',
            ]);
        });
    }

    private function overlaps(int $roomId, CarbonImmutable $start, CarbonImmutable $end): bool
    {
        return Booking::query()
            ->where('room_id', $roomId)
            ->where('status', '!=', 'cancelled')
            ->where(fn ($q) => $q->where('start_at', '<=', $end)->where('end_at', '>=', $start))
            ->lockForUpdate()
            ->exists();
    }
}
