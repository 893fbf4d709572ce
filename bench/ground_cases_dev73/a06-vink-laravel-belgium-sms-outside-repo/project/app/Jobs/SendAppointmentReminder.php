<?php

namespace App\Jobs;

use App\Models\Appointment;
use App\Models\ReminderLog;
use App\Services\SmsGateway;
use App\Services\SmsFailed;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Log;

class SendAppointmentReminder implements ShouldQueue
{
    use Dispatchable, Queueable;

    public int $tries = 1;

    public function __construct(public int $appointmentId)
    {
    }

    public function handle(SmsGateway $sms): void
    {
        $appointment = Appointment::with(['patient', 'dentist'])->find($this->appointmentId);
        if (! $appointment || $appointment->reminded_at || $appointment->status !== 'scheduled') {
            return;
        }

        $patient = $appointment->patient;
        $when = $appointment->starts_at->timezone(config('app.clinic_timezone'))->locale($patient->locale ?? 'nl');
        $body = __('sms.reminder', [
            'name' => $patient->first_name,
            'dentist' => $appointment->dentist->name,
            'date' => $when->isoFormat('dddd D MMMM'),
            'time' => $when->format('H:i'),
        ], $patient->locale ?? 'nl');

        try {
            $sid = $sms->send($patient->phone, $body);
            $appointment->update(['reminded_at' => now()]);
            ReminderLog::create(['appointment_id' => $appointment->id, 'to' => $patient->phone, 'provider_id' => $sid, 'status' => 'sent']);
        } catch (SmsFailed $e) {
            Log::error("SMS to {$patient->phone} failed: {$e->getMessage()}", ['code' => $e->getCode()]);
            ReminderLog::create(['appointment_id' => $appointment->id, 'to' => $patient->phone, 'status' => 'failed', 'error' => $e->getMessage()]);
        }
    }
}
