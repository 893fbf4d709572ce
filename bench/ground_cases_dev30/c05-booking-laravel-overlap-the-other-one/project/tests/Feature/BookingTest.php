<?php

namespace Tests\Feature;

use App\Models\Booking;
use App\Models\Resource;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BookingTest extends TestCase
{
    use RefreshDatabase;

    public function test_user_can_book_a_free_slot(): void
    {
        $user = User::factory()->create();
        $room = Resource::factory()->create(['opens_at' => '09:00', 'closes_at' => '18:00', 'timezone' => 'Asia/Shanghai']);

        $this->actingAs($user)
            ->postJson('/api/bookings', ['resource_id' => $room->id, 'starts_at' => now()->addDay()->setTime(10, 0)])
            ->assertCreated();
    }

    public function test_exact_same_slot_is_rejected(): void
    {
        $user = User::factory()->create();
        $room = Resource::factory()->create(['opens_at' => '09:00', 'closes_at' => '18:00', 'timezone' => 'Asia/Shanghai']);
        $start = now()->addDay()->setTime(10, 0);
        Booking::factory()->for($room)->create(['starts_at' => $start, 'ends_at' => $start->copy()->addMinutes(60)]);

        $this->actingAs($user)
            ->postJson('/api/bookings', ['resource_id' => $room->id, 'starts_at' => $start, 'minutes' => 30])
            ->assertStatus(409);
    }
}
