<?php

namespace Tests\Feature;

use App\Models\Booking;
use App\Models\Room;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Laravel\Sanctum\Sanctum;
use Tests\TestCase;

class BookingApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_store_creates_booking(): void
    {
        Sanctum::actingAs($user = User::factory()->create());
        $room = Room::factory()->create(['name' => '会議室A']);

        $this->postJson('/api/bookings', [
            'roomId' => $room->id,
            'startAt' => now()->addDay()->setTime(10, 0)->toIso8601String(),
            'endAt' => now()->addDay()->setTime(11, 0)->toIso8601String(),
        ])->assertCreated()
            ->assertJsonPath('data.roomName', '会議室A')
            ->assertJsonPath('data.status', 'active');
    }

    public function test_end_must_be_after_start(): void
    {
        Sanctum::actingAs(User::factory()->create());
        $room = Room::factory()->create();

        $this->postJson('/api/bookings', [
            'roomId' => $room->id,
            'startAt' => now()->addDay()->setTime(11, 0)->toIso8601String(),
            'endAt' => now()->addDay()->setTime(10, 0)->toIso8601String(),
        ])->assertUnprocessable()->assertJsonValidationErrors(['endAt']);
    }

    public function test_index_lists_own_bookings(): void
    {
        Sanctum::actingAs($user = User::factory()->create());
        Booking::factory()->count(2)->create(['user_id' => $user->id]);
        Booking::factory()->create();

        $this->getJson('/api/bookings')->assertOk()->assertJsonCount(2, 'data');
    }
}
