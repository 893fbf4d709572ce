<?php

namespace App\Jobs;

use App\Models\Appointment;
use App\Services\SmsGateway;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SendAppointmentReminder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public Appointment $appointment)
    {
    }

    public function handle(SmsGateway $sms): void
    {
        $appointment = $this->appointment->fresh(['clinic', 'patient']);
        if ($appointment === null || ! $appointment->isUpcoming() || $appointment->reminder_sent_at !== null) {
            return;
        }

        $clinic = $appointment->clinic;
        $local = $appointment->starts_at->setTimezone($clinic->timezone);

        $sms->send($appointment->patient->phone, __('booking.reminder_sms', [
            'clinic' => $clinic->name,
            'date' => $local->format('d/m'),
            'time' => $local->format('H:i'),
        ], $clinic->locale));

        $appointment->forceFill(['reminder_sent_at' => now()])->save();
    }
}
