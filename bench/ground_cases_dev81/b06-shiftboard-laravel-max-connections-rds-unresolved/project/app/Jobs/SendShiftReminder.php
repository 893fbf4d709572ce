<?php

namespace App\Jobs;

use App\Models\Shift;
use App\Notifications\ShiftReminder;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SendShiftReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public Shift $shift)
    {
    }

    public function handle(): void
    {
        if ($this->shift->reminded_at !== null) {
            return;
        }

        $this->shift->user->notify(new ShiftReminder($this->shift));
        $this->shift->forceFill(['reminded_at' => now()])->save();
    }

    public function backoff(): array
    {
        return [30, 120, 600];
    }
}
