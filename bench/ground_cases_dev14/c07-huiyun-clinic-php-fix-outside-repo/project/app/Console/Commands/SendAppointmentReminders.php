<?php

namespace App\Console\Commands;

use App\Jobs\SendSmsJob;
use App\Models\Appointment;
use Illuminate\Console\Command;
use Illuminate\Support\Carbon;

class SendAppointmentReminders extends Command
{
    protected $signature = 'clinic:remind {--date= : Y-m-d, defaults to tomorrow} {--dry-run}';

    protected $description = 'Text patients the day before their appointment';

    public function handle(): int
    {
        $date = $this->option('date') ? Carbon::parse($this->option('date')) : Carbon::tomorrow();
        $appointments = Appointment::query()
            ->with(['patient', 'doctor', 'clinic'])
            ->whereDate('starts_at', $date)
            ->where('status', 'booked')
            ->whereNull('reminded_at')
            ->get();

        foreach ($appointments as $a) {
            $params = [
                'name' => $a->patient->name,
                'time' => $a->starts_at->format('n月j日 H:i'),
                'doctor' => $a->doctor->name,
                'clinic' => $a->clinic->short_name,
            ];
            if ($this->option('dry-run')) {
                $this->line("{$a->patient->phone} " . json_encode($params, JSON_UNESCAPED_UNICODE));
                continue;
            }
            SendSmsJob::dispatch($a->patient->phone, 'reminder', $params);
            $a->forceFill(['reminded_at' => now()])->save();
        }

        $this->info("queued {$appointments->count()} reminders for {$date->toDateString()}");

        return self::SUCCESS;
    }
}
