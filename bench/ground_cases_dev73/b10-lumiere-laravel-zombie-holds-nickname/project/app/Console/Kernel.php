<?php

namespace App\Console;

use App\Services\NoShowFeeService;
use Carbon\CarbonImmutable;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        $schedule->call(fn (NoShowFeeService $svc) => $svc->chargeOverdue(CarbonImmutable::now()))
            ->everyFifteenMinutes()
            ->name('no-show-fees')
            ->withoutOverlapping();

        $schedule->command('reminders:send')
            ->dailyAt('19:00')
            ->timezone('Asia/Tokyo');
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');
    }
}
