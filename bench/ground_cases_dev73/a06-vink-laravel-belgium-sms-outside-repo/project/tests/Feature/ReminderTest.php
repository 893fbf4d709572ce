<?php

namespace Tests\Feature;

use App\Jobs\SendAppointmentReminder;
use App\Models\Appointment;
use App\Services\SmsGateway;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Mockery;
use Tests\TestCase;

class ReminderTest extends TestCase
{
    use RefreshDatabase;

    public function test_reminder_is_sent_once(): void
    {
        $appointment = Appointment::factory()->create(['starts_at' => now()->addDay(), 'status' => 'scheduled']);
        $sms = Mockery::mock(SmsGateway::class);
        $sms->shouldReceive('send')->once()->andReturn('SM123');
        $this->app->instance(SmsGateway::class, $sms);

        SendAppointmentReminder::dispatchSync($appointment->id);
        SendAppointmentReminder::dispatchSync($appointment->id);

        $this->assertNotNull($appointment->fresh()->reminded_at);
    }

    public function test_cancelled_appointment_gets_no_reminder(): void
    {
        $appointment = Appointment::factory()->create(['starts_at' => now()->addDay(), 'status' => 'cancelled']);
        $sms = Mockery::mock(SmsGateway::class);
        $sms->shouldNotReceive('send');
        $this->app->instance(SmsGateway::class, $sms);

        SendAppointmentReminder::dispatchSync($appointment->id);

        $this->assertNull($appointment->fresh()->reminded_at);
    }
}
