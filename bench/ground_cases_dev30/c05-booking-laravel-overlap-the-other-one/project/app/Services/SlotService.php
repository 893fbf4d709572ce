<?php

namespace App\Services;

use App\Models\Booking;
use App\Models\Resource;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

class SlotService
{
    public const SLOT_MINUTES = 30;

    /**
     * Whether [start, end) is free for the resource and inside its opening hours.
     */
    public function isAvailable(Resource $resource, CarbonImmutable $start, CarbonImmutable $end): bool
    {
        if ($start->lt($resource->opensAt($start)) || $end->gt($resource->closesAt($start))) {
            return false;
        }

        return ! Booking::query()
            ->where('resource_id', $resource->id)
            ->whereIn('status', [Booking::STATUS_PENDING, Booking::STATUS_CONFIRMED])
            ->where('starts_at', '<', $end)
            ->where('ends_at', '>', $end)
            ->exists();
    }

    /**
     * Free slot start times of one day, for the booking calendar.
     *
     * @return Collection<int, CarbonImmutable>
     */
    public function freeSlots(Resource $resource, CarbonImmutable $day): Collection
    {
        $open = $resource->opensAt($day);
        $close = $resource->closesAt($day);

        $taken = Booking::query()
            ->where('resource_id', $resource->id)
            ->whereIn('status', [Booking::STATUS_PENDING, Booking::STATUS_CONFIRMED])
            ->whereBetween('starts_at', [$open, $close])
            ->get(['starts_at', 'ends_at']);

        $slots = collect();
        for ($t = $open; $t->lt($close); $t = $t->addMinutes(self::SLOT_MINUTES)) {
            $end = $t->addMinutes(self::SLOT_MINUTES);
            $clash = $taken->contains(fn (Booking $b) => $b->starts_at->lt($end) && $b->ends_at->gt($t));
            if (! $clash) {
                $slots->push($t);
            }
        }

        return $slots;
    }
}
