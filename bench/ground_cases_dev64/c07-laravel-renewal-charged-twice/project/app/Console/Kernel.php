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
        $schedule->call(function () {
            Subscription::query()
                ->where('status', 'active')
                ->where('renewed_until', '<=', now())
                ->each(fn (Subscription $sub) => ChargeSubscription::dispatch($sub)->onQueue('billing'));
        })->hourly()->name('dispatch-renewals')->withoutOverlapping();
    }
}
