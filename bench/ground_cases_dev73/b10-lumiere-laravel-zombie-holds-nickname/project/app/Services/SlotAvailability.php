<?php

namespace App\Services;

use App\Models\Reservation;
use Carbon\CarbonImmutable;

class SlotAvailability
{
    /**
     * スタイリストの指定時間帯が空いているか。
     */
    public function isFree(int $stylistId, CarbonImmutable $start, CarbonImmutable $end): bool
    {
        return ! Reservation::query()
            ->where('stylist_id', $stylistId)
            ->whereIn('status', [Reservation::STATUS_CONFIRMED, Reservation::STATUS_PENDING])
            ->where('starts_at', '<', $end)
            ->where('ends_at', '>', $start)
            ->exists();
    }

    /**
     * その日の空き枠（開始時刻の配列）。
     */
    public function freeSlots(int $stylistId, CarbonImmutable $day, CarbonImmutable $open, CarbonImmutable $close): array
    {
        $step = config('booking.slot_minutes');
        $slots = [];
        for ($t = $open; $t->addMinutes($step) <= $close; $t = $t->addMinutes($step)) {
            if ($this->isFree($stylistId, $t, $t->addMinutes($step))) {
                $slots[] = $t->format('H:i');
            }
        }

        return $slots;
    }
}
