<?php

namespace Tests\Feature;

use App\Models\Reservation;
use App\Models\Room;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReservationTest extends TestCase
{
    use RefreshDatabase;

    private function book(Room $room, string $from, string $to)
    {
        return $this->actingAs(User::factory()->create())
            ->postJson("/api/rooms/{$room->id}/reservations", [
                'title' => 'MTG',
                'starts_at' => "2025-12-01 {$from}",
                'ends_at' => "2025-12-01 {$to}",
            ]);
    }

    public function test_can_book_free_slot(): void
    {
        $room = Room::factory()->create();
        $this->book($room, '10:00', '11:00')->assertCreated();
    }

    public function test_rejects_same_slot(): void
    {
        $room = Room::factory()->create();
        $this->book($room, '10:00', '11:00')->assertCreated();
        $this->book($room, '10:00', '11:00')->assertStatus(409);
    }

    public function test_rejects_overlapping_slot(): void
    {
        $room = Room::factory()->create();
        $this->book($room, '10:00', '11:00')->assertCreated();
        $this->book($room, '10:30', '12:00')->assertStatus(409);
        $this->book($room, '09:00', '10:30')->assertStatus(409);
    }

    public function test_rejects_outside_opening_hours(): void
    {
        $room = Room::factory()->create();
        $this->book($room, '07:00', '09:00')->assertStatus(409);
    }
}
