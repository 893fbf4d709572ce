<?php

namespace Tests\Unit;

use Illuminate\Support\Carbon;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

class ReminderScheduleTest extends TestCase
{
    #[Test]
    public function remind_command_is_scheduled_daily(): void
    {
        $events = collect(app(\Illuminate\Console\Scheduling\Schedule::class)->events())
            ->filter(fn ($e) => str_contains($e->command, 'invoices:remind'));

        $this->assertCount(1, $events);
        $this->assertSame('0 9 * * *', $events->first()->expression);
    }

    #[Test]
    public function now_is_frozen_in_tests(): void
    {
        Carbon::setTestNow('2025-12-01 10:30:00');
        $this->assertSame('2025-12-01', now()->toDateString());
        Carbon::setTestNow();
    }
}
