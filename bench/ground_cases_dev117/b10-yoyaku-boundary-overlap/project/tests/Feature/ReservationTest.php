<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

class ReservationTest extends TestCase
{
    use RefreshDatabase;

    private User $user;

    protected function setUp(): void
    {
        parent::setUp();
        $this->user = User::factory()->create();
        DB::table('tables')->insert(['id' => 1, 'name' => '窓側', 'seats' => 4]);
    }

    public function test_reserves_a_free_slot(): void
    {
        $res = $this->actingAs($this->user)->postJson('/api/reservations', [
            'table_id' => 1,
            'starts_at' => '2025-11-20 18:00',
            'party_size' => 2,
        ]);
        $res->assertCreated();
    }

    public function test_rejects_party_of_nine(): void
    {
        $res = $this->actingAs($this->user)->postJson('/api/reservations', [
            'table_id' => 1,
            'starts_at' => '2025-11-20 18:00',
            'party_size' => 9,
        ]);
        $res->assertStatus(422)->assertJsonValidationErrors('party_size');
    }

    public function test_rejects_outside_opening_hours(): void
    {
        $res = $this->actingAs($this->user)->postJson('/api/reservations', [
            'table_id' => 1,
            'starts_at' => '2025-11-20 22:00',
            'party_size' => 2,
        ]);
        $res->assertStatus(422);
    }
}
