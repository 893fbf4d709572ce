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
        $schedule->command('members:send-expiry-reminders')
            ->dailyAt('09:00')
            ->timezone('Asia/Shanghai')
            ->onOneServer()
            ->withoutOverlapping();

        $schedule->command('members:close-expired')
            ->dailyAt('00:10')
            ->timezone('Asia/Shanghai');

        $schedule->command('queue:prune-failed --hours=168')->weekly();
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
