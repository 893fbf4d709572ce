<?php

namespace Tests\Unit;

use App\Services\DispatchDateCalculator;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class DispatchDateCalculatorTest extends TestCase
{
    private function calculator(array $holidays = []): DispatchDateCalculator
    {
        return new DispatchDateCalculator('Europe/Berlin', 14, $holidays);
    }

    private function at(string $local): CarbonImmutable
    {
        return CarbonImmutable::parse($local, 'Europe/Berlin');
    }

    public function test_before_cutoff_ships_same_day(): void
    {
        $date = $this->calculator()->dispatchDate($this->at('2025-03-11 10:15'));

        $this->assertSame('2025-03-11', $date->toDateString());
    }

    public function test_after_cutoff_ships_next_day(): void
    {
        $date = $this->calculator()->dispatchDate($this->at('2025-03-11 15:40'));

        $this->assertSame('2025-03-12', $date->toDateString());
    }

    public function test_friday_after_cutoff_rolls_to_monday(): void
    {
        $date = $this->calculator()->dispatchDate($this->at('2025-03-14 16:05'));

        $this->assertSame('2025-03-17', $date->toDateString());
    }

    public function test_holiday_is_skipped(): void
    {
        $date = $this->calculator(['2025-05-01'])->dispatchDate($this->at('2025-04-30 17:00'));

        $this->assertSame('2025-05-02', $date->toDateString());
    }

    public function test_cutoff_uses_warehouse_timezone(): void
    {
        $utc = CarbonImmutable::parse('2025-03-11 13:30', 'UTC'); // 14:30 in Berlin

        $this->assertSame('2025-03-12', $this->calculator()->dispatchDate($utc)->toDateString());
    }

    public function test_estimated_delivery_skips_holidays(): void
    {
        $calc = $this->calculator(['2025-03-19']);

        $this->assertSame('2025-03-20', $calc->estimatedDelivery($this->at('2025-03-17'), 2)->toDateString());
    }
}
