<?php

use App\Jobs\SendShiftReminder;
use App\Models\Shift;
use Illuminate\Support\Facades\Schedule;

Schedule::call(function () {
    Shift::query()->needsReminder()->with('user')->chunkById(200, function ($shifts) {
        foreach ($shifts as $shift) {
            SendShiftReminder::dispatch($shift);
        }
    });
})->name('shift-reminders')->hourly()->withoutOverlapping();

Schedule::command('queue:prune-failed --hours=168')->daily();
Schedule::command('sanctum:prune-expired --hours=24')->daily();
