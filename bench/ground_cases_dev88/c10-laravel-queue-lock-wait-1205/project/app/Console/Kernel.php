<?php

namespace App\Console;

use App\Jobs\SyncInventory;
use App\Models\Product;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        $schedule->call(function () {
            Product::query()->select('sku')->orderBy('id')->chunk(200, function ($products) {
                SyncInventory::dispatch($products->pluck('sku')->all());
            });
        })->everyFiveMinutes()->name('sync-inventory')->withoutOverlapping();

        $schedule->command('horizon:snapshot')->everyFiveMinutes();
        $schedule->command('queue:prune-failed --hours=72')->daily()->at('03:30');
    }
}
