<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderIndexTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->actingAs(User::factory()->create(), 'sanctum');
    }

    public function test_lists_orders_newest_first(): void
    {
        $customer = Customer::factory()->create();
        Order::factory()->for($customer)->create(['created_at' => '2024-05-01 10:00:00']);
        Order::factory()->for($customer)->create(['created_at' => '2024-05-03 10:00:00']);

        $this->getJson('/api/orders')
            ->assertOk()
            ->assertJsonPath('data.0.created_at', '2024-05-03T10:00:00+08:00');
    }

    public function test_filters_by_status(): void
    {
        Order::factory()->count(2)->create(['status' => 'paid']);
        Order::factory()->create(['status' => 'cancelled']);

        $this->getJson('/api/orders?status=paid')->assertOk()->assertJsonCount(2, 'data');
    }
}
