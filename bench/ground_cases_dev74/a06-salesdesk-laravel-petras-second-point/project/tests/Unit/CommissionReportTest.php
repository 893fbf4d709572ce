<?php

namespace Tests\Unit;

use App\Reports\CommissionReport;
use PHPUnit\Framework\TestCase;

class CommissionReportTest extends TestCase
{
    public function test_period_covers_the_whole_month(): void
    {
        [$from, $to] = (new CommissionReport(0.075))->period(2025, 10);

        $this->assertSame('2025-10-01', $from->format('Y-m-d'));
        $this->assertSame('2025-11-01', $to->format('Y-m-d'));
    }

    public function test_period_uses_berlin_midnight(): void
    {
        [$from, $to] = (new CommissionReport(0.075, 'Europe/Berlin'))->period(2025, 10);

        $this->assertSame('2025-09-30 22:00:00', $from->format('Y-m-d H:i:s'));
        $this->assertSame('2025-10-31 23:00:00', $to->format('Y-m-d H:i:s'));
    }

    public function test_period_handles_december(): void
    {
        [$from, $to] = (new CommissionReport(0.075))->period(2025, 12);

        $this->assertSame('2026-01-01', $to->format('Y-m-d'));
    }
}
