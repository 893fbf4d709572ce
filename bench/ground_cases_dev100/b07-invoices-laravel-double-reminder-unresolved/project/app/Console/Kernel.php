<?php

namespace App\Console;

use App\Jobs\ResumePausedContracts;
use App\Jobs\SendInvoiceReminders;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * スケジュール。cron で毎分 `php artisan schedule:run` を呼ぶ前提。
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->job(new SendInvoiceReminders, 'mail')
            ->dailyAt('09:00')
            ->timezone('Asia/Tokyo');

        $schedule->job(new ResumePausedContracts)
            ->dailyAt('05:30')
            ->timezone('Asia/Tokyo')
            ->onOneServer();

        $schedule->command('model:prune')->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');

        require base_path('routes/console.php');
    }
}
