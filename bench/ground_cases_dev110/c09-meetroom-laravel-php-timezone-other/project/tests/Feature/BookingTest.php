<?php

namespace Tests\Feature;

use App\Models\Booking;
use App\Models\Room;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BookingTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_lists_bookings(): void
    {
        $user = User::factory()->create();
        Booking::factory()->count(3)->create();

        $this->actingAs($user)->getJson('/api/bookings')
            ->assertOk()
            ->assertJsonCount(3, 'data');
    }

    public function test_it_creates_a_booking(): void
    {
        $user = User::factory()->create();
        $room = Room::factory()->create();

        $this->actingAs($user)->postJson('/api/bookings', [
            'room_id' => $room->id,
            'starts_at' => '2026-03-16 10:00',
            'minutes' => 60,
            'title' => 'weekly sync',
        ])->assertCreated()->assertJsonPath('title', 'weekly sync');
    }
}
