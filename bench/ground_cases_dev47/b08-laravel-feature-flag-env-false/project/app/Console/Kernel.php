<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Scheduled jobs. Every app server runs `schedule:run` from cron each minute;
     * jobs that must run once per cluster use onOneServer() (needs the redis cache store).
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('orders:close-abandoned')
            ->everyFifteenMinutes()
            ->withoutOverlapping()
            ->onOneServer();

        $schedule->command('exports:prune --older-than=7')
            ->dailyAt('03:30')
            ->timezone('Asia/Tokyo')
            ->onOneServer();

        $schedule->command('reports:daily-sales')
            ->dailyAt('06:00')
            ->timezone('Asia/Tokyo')
            ->onOneServer();

        $schedule->command('queue:prune-failed --hours=168')
            ->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__ . '/Commands');

        require base_path('routes/console.php');
    }
}
