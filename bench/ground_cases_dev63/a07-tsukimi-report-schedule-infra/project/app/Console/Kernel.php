<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /**
     * Jobs run by `schedule:run` on the app servers.
     *
     * Reports are NOT scheduled here any more: since the move to ECS they are
     * started by EventBridge rules (see the infra repo), one task per report.
     */
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('cache:prune-stale-tags')->hourly();
        $schedule->command('queue:prune-failed --hours=168')->daily();
        $schedule->command('inventory:sync')->everyFifteenMinutes()->withoutOverlapping();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');
    }

    protected function scheduleTimezone(): string
    {
        return 'Asia/Tokyo';
    }
}
