<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Define the application's command schedule.
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('reports:nightly')->dailyAt('01:30')->onOneServer();
        $schedule->command('queue:prune-failed --hours=168')->daily();
        $schedule->command('sanctum:prune-expired --hours=24')->daily();
        $schedule->command('exports:prune')->dailyAt('03:00')->onOneServer()->withoutOverlapping();
    }

    /**
     * Register the commands for the application.
     */
    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
