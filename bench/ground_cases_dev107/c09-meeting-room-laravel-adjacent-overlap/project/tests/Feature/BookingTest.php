<?php

namespace Tests\Feature;

use App\Models\Room;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BookingTest extends TestCase
{
    use RefreshDatabase;

    public function test_books_a_free_slot(): void
    {
        $user = User::factory()->create();
        $room = Room::factory()->create();

        $this->actingAs($user)
            ->postJson("/api/rooms/{$room->id}/bookings", [
                'start_at' => '2025-10-22 09:00:00',
                'end_at' => '2025-10-22 10:00:00',
            ])
            ->assertCreated();
    }

    public function test_rejects_overlapping_slot(): void
    {
        $user = User::factory()->create();
        $room = Room::factory()->create();
        $payload = ['start_at' => '2025-10-22 09:00:00', 'end_at' => '2025-10-22 10:00:00'];

        $this->actingAs($user)->postJson("/api/rooms/{$room->id}/bookings", $payload)->assertCreated();
        $this->actingAs($user)->postJson("/api/rooms/{$room->id}/bookings", $payload)
            ->assertStatus(409)
            ->assertJson(['error' => 'ERR_SLOT_TAKEN']);
    }
}
