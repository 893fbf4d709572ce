<?php

namespace Tests\Feature;

use App\Models\Menu;
use App\Models\Reservation;
use App\Models\Shop;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ReservationApiTest extends TestCase
{
    use RefreshDatabase;

    private function payload(array $overrides = []): array
    {
        $shop = Shop::factory()->create();
        $menu = Menu::factory()->for($shop)->create(['duration_minutes' => 60]);

        return array_merge([
            'shop_id' => $shop->id,
            'menu_id' => $menu->id,
            'starts_at' => now('Asia/Tokyo')->addDay()->setTime(10, 0)->format('Y-m-d H:i'),
            'name' => '山田 花子',
            'phone' => '09012345678',
        ], $overrides);
    }

    public function test_creates_reservation(): void
    {
        $this->postJson(route('reservations.store'), $this->payload())
            ->assertCreated()
            ->assertJsonPath('status', 'confirmed');
    }

    public function test_rejects_past_time(): void
    {
        $this->postJson(route('reservations.store'), $this->payload(['starts_at' => '2020-01-01 10:00']))
            ->assertUnprocessable()
            ->assertJsonValidationErrors('starts_at');
    }

    public function test_accepts_phone_with_hyphens(): void
    {
        $this->postJson(route('reservations.store'), $this->payload(['phone' => '090-1234-5678']))
            ->assertCreated()
            ->assertJsonPath('phone', '09012345678');
    }

    public function test_accepts_full_width_phone(): void
    {
        $this->postJson(route('reservations.store'), $this->payload(['phone' => '０３－１２３４－５６７８']))
            ->assertCreated()
            ->assertJsonPath('phone', '0312345678');
    }

    public function test_rejects_invalid_phone(): void
    {
        $this->postJson(route('reservations.store'), $this->payload(['phone' => '12-3456']))
            ->assertUnprocessable()
            ->assertJsonValidationErrors('phone');
    }

    public function test_cancel(): void
    {
        $reservation = Reservation::factory()->create();

        $this->deleteJson(route('reservations.destroy', $reservation))->assertNoContent();
        $this->assertSame('canceled', $reservation->fresh()->status);
    }
}
