<?php

namespace App\Console;

use App\Jobs\PruneOldExports;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Cron runs `php artisan schedule:run` every minute on the ops box.
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('invoices:sync')->everyFiveMinutes();

        $schedule->command('reports:daily')->dailyAt('03:00');

        $schedule->command('customers:refresh-balances')->everyFifteenMinutes();

        $schedule->job(new PruneOldExports)->hourly();

        $schedule->command('queue:prune-failed --hours=168')->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
