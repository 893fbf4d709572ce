<?php

namespace App\Console;

use App\Jobs\PruneExpiredPaymentLinks;
use App\Jobs\QueueOverdueReminders;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Define the application's command schedule.
     */
    protected function schedule(Schedule $schedule): void
    {
        // Payment reminders go out once a day, in the customer's morning.
        $schedule->job(new QueueOverdueReminders)
            ->dailyAt('09:00')
            ->timezone('Europe/Berlin');

        $schedule->job(new PruneExpiredPaymentLinks)
            ->hourly()
            ->onOneServer();

        $schedule->command('queue:prune-failed --hours=168')->daily();

        $schedule->command('invoices:export-datev')
            ->monthlyOn(1, '03:00')
            ->onOneServer()
            ->emailOutputOnFailure('finance@invoicely.de');
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
