<?php

namespace App\Services;

use App\Models\Booking;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

class ReportService
{
    /**
     * Daily sales between two dates (inclusive), one row per day and room.
     */
    public function daily(CarbonImmutable $from, CarbonImmutable $to): Collection
    {
        $bookings = Booking::confirmed()
            ->with('room')
            ->whereBetween('starts_at', [$from->startOfDay(), $to->endOfDay()])
            ->orderBy('starts_at')
            ->get();

        return $bookings
            ->groupBy(fn (Booking $b) => $b->starts_at->format('Y-m-d'))
            ->map(fn (Collection $day, string $date) => [
                'date' => $date,
                'count' => $day->count(),
                'sales' => $day->sum('price'),
                'rooms' => $day->map(fn (Booking $b) => $b->room->name)->unique()->values()->all(),
            ])
            ->values();
    }

    public function totals(Collection $rows): array
    {
        return [
            'count' => $rows->sum('count'),
            'sales' => $rows->sum('sales'),
        ];
    }
}
