<?php

namespace App\Services;

use App\Exceptions\BookingConflict;
use App\Models\Booking;
use App\Models\Room;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

class BookingService
{
    public function create(Room $room, int $userId, CarbonImmutable $startsAt, CarbonImmutable $endsAt, ?string $note = null): Booking
    {
        return DB::transaction(function () use ($room, $userId, $startsAt, $endsAt, $note) {
            $clash = $this->firstOverlap($room->id, $startsAt, $endsAt);
            if ($clash !== null) {
                throw new BookingConflict($room->id, $clash->starts_at, $clash->ends_at);
            }

            return Booking::create([
                'room_id' => $room->id,
                'user_id' => $userId,
                'starts_at' => $startsAt,
                'ends_at' => $endsAt,
                'note' => $note,
            ]);
        });
    }

    public function firstOverlap(int $roomId, CarbonImmutable $startsAt, CarbonImmutable $endsAt): ?Booking
    {
        return Booking::query()
            ->where('room_id', $roomId)
            ->whereNull('cancelled_at')
            ->where('starts_at', '<', $endsAt)
            ->where('ends_at', '>=', $startsAt)
            ->orderBy('starts_at')
            ->lockForUpdate()
            ->first();
    }

    public function cancel(Booking $booking): void
    {
        $booking->update(['cancelled_at' => now()]);
    }

    /**
     * @return Collection<int, Booking>
     */
    public function upcomingFor(int $userId, int $limit = 20): Collection
    {
        return Booking::query()
            ->where('user_id', $userId)
            ->whereNull('cancelled_at')
            ->where('ends_at', '>', now())
            ->orderBy('starts_at')
            ->limit($limit)
            ->get();
    }
}
