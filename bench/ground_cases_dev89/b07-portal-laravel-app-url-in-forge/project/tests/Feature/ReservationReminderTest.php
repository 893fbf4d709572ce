<?php

namespace Tests\Feature;

use App\Models\Patient;
use App\Models\Reservation;
use App\Notifications\ReservationReminder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Tests\TestCase;

class ReservationReminderTest extends TestCase
{
    use RefreshDatabase;

    public function test_sends_reminder_for_tomorrow(): void
    {
        Notification::fake();
        $this->travelTo(now()->setTime(18, 0));
        $patient = Patient::factory()->create();
        Reservation::factory()->for($patient)->create(['starts_at' => now()->addDay()->setTime(10, 30)]);

        $this->artisan('reminders:send')->assertSuccessful();

        Notification::assertSentTo($patient, ReservationReminder::class);
    }
}
