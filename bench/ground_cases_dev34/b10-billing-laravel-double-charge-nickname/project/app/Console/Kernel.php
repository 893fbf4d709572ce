<?php

namespace App\Console;

use App\Jobs\ChargeSubscription;
use App\Models\Subscription;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        // HOTFIX 2025-12-01: monthly charge paused (duplicate charges on retry). Re-enable after the fix.
        // $schedule->call(function () {
        //     $period = now('Asia/Tokyo')->format('Y-m');
        //     Subscription::dueFor($period)->each(
        //         fn (Subscription $s) => ChargeSubscription::dispatch($s, $period)->onQueue('billing')
        //     );
        // })->monthlyOn(1, '03:00')->timezone('Asia/Tokyo')->name('monthly-charge')->onOneServer();

        $schedule->command('invoices:send-reminders')->dailyAt('10:00')->timezone('Asia/Tokyo');
        $schedule->command('queue:prune-failed --hours=168')->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
