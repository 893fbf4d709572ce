<?php

namespace App\Services;

use App\Models\Reservation;
use Carbon\CarbonImmutable;

class SlotService
{
    public const SLOT_MINUTES = 60;

    private function openHour(): int
    {
        return (int) config('yoyaku.open_hour', 11);
    }

    private function closeHour(): int
    {
        return (int) config('yoyaku.close_hour', 22);
    }

    /** Free one-hour slots for a table on a day. */
    public function freeSlots(int $tableId, CarbonImmutable $day): array
    {
        $slots = [];
        $start = $day->setTime($this->openHour(), 0);
        $close = $day->setTime($this->closeHour(), 0);
        while ($start->addMinutes(self::SLOT_MINUTES)->lte($close)) {
            $end = $start->addMinutes(self::SLOT_MINUTES);
            if ($this->isAvailable($tableId, $start, $end)) {
                $slots[] = ['starts_at' => $start->toIso8601String(), 'ends_at' => $end->toIso8601String()];
            }
            $start = $end;
        }
        return $slots;
    }

    public function isAvailable(int $tableId, CarbonImmutable $start, CarbonImmutable $end): bool
    {
        return ! Reservation::active()
            ->onTable($tableId)
            ->where('starts_at', '<=', $end)
            ->where('ends_at', '>=', $start)
            ->exists();
    }

    public function withinOpeningHours(CarbonImmutable $start, CarbonImmutable $end): bool
    {
        $open = $start->setTime($this->openHour(), 0);
        $close = $start->setTime($this->closeHour(), 0);
        return $start->gte($open) && $end->lte($close);
    }
}
