<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\Shipment;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ShipmentApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_lists_shipments(): void
    {
        Shipment::factory()->count(3)->create();

        $this->getJson('/api/shipments')->assertOk()->assertJsonCount(3, 'data');
    }

    public function test_filters_by_status(): void
    {
        Shipment::factory()->create(['status' => 'pending']);
        Shipment::factory()->create(['status' => 'dispatched']);

        $this->getJson('/api/shipments?status=dispatched')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.status', 'dispatched');
    }

    public function test_filters_by_carrier(): void
    {
        Shipment::factory()->create(['carrier' => 'dhl']);
        Shipment::factory()->create(['carrier' => 'ups']);

        $this->getJson('/api/shipments?carrier=UPS')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.carrier', 'ups');
    }

    public function test_rejects_unknown_status(): void
    {
        $this->getJson('/api/shipments?status=lost')->assertStatus(422);
    }

    public function test_creates_a_shipment(): void
    {
        $order = Order::factory()->create();

        $this->postJson('/api/shipments', ['order_id' => $order->id, 'carrier' => 'dhl', 'service' => 'standard'])
            ->assertCreated()
            ->assertJsonPath('status', 'pending');
    }

    public function test_rejects_unknown_service(): void
    {
        $order = Order::factory()->create();

        $this->postJson('/api/shipments', ['order_id' => $order->id, 'carrier' => 'dhl', 'service' => 'overnight'])
            ->assertStatus(422);
    }
}
