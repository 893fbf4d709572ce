<?php

namespace Tests\Feature;

use App\Models\Shift;
use App\Models\Store;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ShiftIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_lists_shifts_of_a_store_in_range(): void
    {
        $user = User::factory()->create();
        $store = Store::factory()->create();
        Shift::factory()->for($user)->for($store)->create(['starts_at' => '2025-06-02 09:00:00', 'ends_at' => '2025-06-02 17:00:00']);
        Shift::factory()->for($user)->for($store)->create(['starts_at' => '2025-06-10 09:00:00', 'ends_at' => '2025-06-10 17:00:00']);

        $this->actingAs($user)
            ->getJson("/api/shifts?store_id={$store->id}&from=2025-06-01&to=2025-06-08")
            ->assertOk()
            ->assertJsonCount(1, 'data');
    }

    public function test_requires_range(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->getJson('/api/shifts?store_id=1')
            ->assertStatus(422);
    }
}
