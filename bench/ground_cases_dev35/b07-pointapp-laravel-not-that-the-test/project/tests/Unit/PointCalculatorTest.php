<?php

namespace Tests\Unit;

use App\Models\Campaign;
use App\Services\PointCalculator;
use Carbon\CarbonImmutable;
use Tests\TestCase;

class PointCalculatorTest extends TestCase
{
    public function test_zero_amount_gives_no_points(): void
    {
        $calc = PointCalculator::fromConfig();

        $this->assertSame(0, $calc->pointsFor(0));
    }

    public function test_basic_rate(): void
    {
        $calc = PointCalculator::fromConfig();

        $this->assertSame(100, $calc->pointsFor(1000));
    }

    public function test_campaign_doubles_points(): void
    {
        $calc = new PointCalculator(rate: 0.1, maxPerOrder: 5000);
        $campaign = new Campaign([
            'multiplier' => 2,
            'starts_at' => '2025-06-01 00:00:00',
            'ends_at' => '2025-06-30 23:59:59',
        ]);

        $this->assertSame(200, $calc->pointsFor(1000, $campaign, CarbonImmutable::parse('2025-06-15 12:00:00')));
    }

    public function test_points_are_capped_per_order(): void
    {
        $calc = new PointCalculator(rate: 0.1, maxPerOrder: 5000);

        $this->assertSame(5000, $calc->pointsFor(1_000_000));
    }
}
