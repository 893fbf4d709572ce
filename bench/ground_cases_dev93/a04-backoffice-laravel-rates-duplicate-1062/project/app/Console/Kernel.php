<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

/**
 * The scheduler runs only on worker-01 (see deploy/crontab.worker); the web
 * boxes have no `schedule:run` entry.
 */
class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('rates:sync')
            ->dailyAt('06:15')
            ->timezone('Europe/Berlin')
            ->withoutOverlapping()
            ->emailOutputOnFailure('backoffice-alerts@acme.example');

        $schedule->command('orders:expire-carts')
            ->hourly()
            ->withoutOverlapping();

        $schedule->command('reports:daily-sales')
            ->dailyAt('07:00')
            ->timezone('Europe/Berlin');
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
