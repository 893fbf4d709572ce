<?php

namespace App\Jobs;

use App\Models\Appointment;
use Carbon\CarbonImmutable;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;

class QueueDueReminders implements ShouldQueue
{
    use Dispatchable, Queueable;

    public function handle(): void
    {
        $now = CarbonImmutable::now();
        Appointment::needsReminder($now->addHours(23)->addMinutes(50), $now->addHours(24))
            ->pluck('id')
            ->each(fn (int $id) => SendAppointmentReminder::dispatch($id));
    }
}
