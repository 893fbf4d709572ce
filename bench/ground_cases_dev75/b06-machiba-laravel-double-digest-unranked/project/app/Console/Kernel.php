<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('digest:weekly')
            ->weeklyOn(1, '08:00')
            ->timezone('Asia/Tokyo')
            ->withoutOverlapping();

        $schedule->command('notifications:prune --days=90')
            ->dailyAt('03:30')
            ->onOneServer();

        $schedule->command('horizon:snapshot')->everyFiveMinutes();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');
    }
}
