<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Daily sales report at 09:00 JST, and housekeeping at night.
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('reports:daily')
            ->dailyAt('09:00')
            ->timezone('Asia/Tokyo')
            ->withoutOverlapping()
            ->onOneServer();

        $schedule->command('carts:purge --days=14')
            ->dailyAt('03:00')
            ->timezone('Asia/Tokyo');

        $schedule->command('queue:prune-failed --hours=168')->weekly();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
