<?php

namespace Tests\Feature;

use App\Mail\ReservationConfirmed;
use App\Models\Menu;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class ReservationApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_app_can_create_a_reservation(): void
    {
        Mail::fake();
        $menu = Menu::factory()->create(['duration_minutes' => 60]);

        $response = $this->postJson('/api/reservations', [
            'customer_name' => '山田 花子',
            'email' => 'hanako@example.com',
            'menu_id' => $menu->id,
            'starts_at' => '2030-12-05T15:00:00+09:00',
        ]);

        $response->assertCreated()->assertJsonPath('status', 'confirmed');
        Mail::assertQueued(ReservationConfirmed::class);
    }

    public function test_starts_at_is_required(): void
    {
        $menu = Menu::factory()->create();

        $this->postJson('/api/reservations', [
            'customer_name' => '山田 花子',
            'email' => 'hanako@example.com',
            'menu_id' => $menu->id,
        ])->assertUnprocessable();
    }
}
