<?php

namespace App\Services;

use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

/**
 * Works out the day a shipment leaves the warehouse.
 *
 * Orders placed before the cut-off hour (warehouse local time) go out the same
 * working day; later orders go out the next working day. Weekends and the
 * warehouse's public holidays are not working days.
 */
class DispatchDateCalculator
{
    /** @var Collection<int, string> holiday dates as Y-m-d */
    private Collection $holidays;

    public function __construct(
        private readonly string $timezone,
        private readonly int $cutoffHour,
        iterable $holidays = [],
    ) {
        $this->holidays = collect($holidays)->map(fn ($d) => CarbonImmutable::parse($d)->toDateString());
    }

    public static function fromConfig(): self
    {
        return new self(
            config('shipping.warehouse_timezone'),
            (int) config('shipping.cutoff_hour'),
            config('shipping.holidays', []),
        );
    }

    public function dispatchDate(CarbonImmutable $orderedAt): CarbonImmutable
    {
        $local = $orderedAt->setTimezone($this->timezone);
        $date = $local->startOfDay();

        if ($local->hour >= $this->cutoffHour) {
            $date = $date->addDay();
        }

        while (! $this->isWorkingDay($date)) {
            $date = $date->addDay();
        }

        return $date;
    }

    public function isWorkingDay(CarbonImmutable $date): bool
    {
        return ! $date->isSunday() && ! $this->isHoliday($date);
    }

    public function isHoliday(CarbonImmutable $date): bool
    {
        return $this->holidays->contains($date->toDateString());
    }

    /** The delivery estimate: $transitDays working days after dispatch. */
    public function estimatedDelivery(CarbonImmutable $dispatch, int $transitDays): CarbonImmutable
    {
        $date = $dispatch;
        for ($i = 0; $i < $transitDays; $i++) {
            do {
                $date = $date->addDay();
            } while (! $this->isWorkingDay($date));
        }

        return $date;
    }
}
