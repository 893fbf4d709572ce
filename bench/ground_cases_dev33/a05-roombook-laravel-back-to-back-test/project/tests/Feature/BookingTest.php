<?php

namespace Tests\Feature;

use App\Models\Booking;
use App\Models\Room;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class BookingTest extends TestCase
{
    use RefreshDatabase;

    private User $user;
    private Room $room;

    protected function setUp(): void
    {
        parent::setUp();
        Carbon::setTestNow('2025-11-10 08:00:00');
        $this->user = User::factory()->create();
        $this->room = Room::factory()->create();
    }

    private function book(string $from, string $to)
    {
        return $this->actingAs($this->user)->postJson('/api/bookings', [
            'room_id' => $this->room->id,
            'starts_at' => "2025-11-12 {$from}:00",
            'ends_at' => "2025-11-12 {$to}:00",
        ]);
    }

    public function test_user_can_book_a_room(): void
    {
        $this->book('10:00', '11:00')->assertCreated();
        $this->assertDatabaseCount('bookings', 1);
    }

    public function test_end_must_be_after_start(): void
    {
        $this->book('11:00', '10:00')->assertUnprocessable()->assertJsonValidationErrors('ends_at');
    }

    public function test_back_to_back_bookings_are_allowed(): void
    {
        $this->book('10:00', '11:00')->assertCreated();
        $this->book('11:00', '12:00')->assertCreated();
        $this->assertDatabaseCount('bookings', 2);
    }

    public function test_overlapping_booking_is_rejected(): void
    {
        $this->book('10:00', '12:00')->assertCreated();
        $this->book('11:30', '13:00')
            ->assertUnprocessable()
            ->assertJsonPath('message', 'The room is already booked between 10:00 and 12:00.');
        $this->assertDatabaseCount('bookings', 1);
    }

    public function test_booking_longer_than_max_is_rejected(): void
    {
        config(['bookings.max_hours' => 4]);
        $this->book('09:00', '13:30')->assertUnprocessable()->assertJsonValidationErrors('ends_at');
    }

    public function test_user_can_cancel_own_booking(): void
    {
        $id = $this->book('10:00', '11:00')->json('id');
        $this->actingAs($this->user)->deleteJson("/api/bookings/{$id}")->assertNoContent();
        $this->assertNotNull(Booking::find($id)->cancelled_at);
    }
}
