<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Times are Japan time; the servers run in UTC.
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('billing:send-reminders')
            ->dailyAt('09:00')
            ->timezone('Asia/Tokyo')
            ->withoutOverlapping(30)
            ->appendOutputTo(storage_path('logs/reminders.log'));

        $schedule->command('billing:close-month')
            ->monthlyOn(1, '03:00')
            ->timezone('Asia/Tokyo')
            ->onOneServer();

        $schedule->command('queue:prune-failed --hours=168')->daily();
        $schedule->command('model:prune')->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
