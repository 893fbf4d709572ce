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

    private User $user;

    protected function setUp(): void
    {
        parent::setUp();
        $this->user = User::factory()->create(['shop_id' => 1]);
    }

    public function test_lists_only_own_shop_orders(): void
    {
        $mine = Customer::factory()->create(['shop_id' => 1]);
        $other = Customer::factory()->create(['shop_id' => 2]);
        Order::factory()->count(2)->for($mine)->create();
        Order::factory()->for($other)->create();

        $this->actingAs($this->user)->getJson('/api/orders')
            ->assertOk()
            ->assertJsonCount(2, 'data');
    }

    public function test_default_page_size_is_15(): void
    {
        $mine = Customer::factory()->create(['shop_id' => 1]);
        Order::factory()->count(20)->for($mine)->create();

        $this->actingAs($this->user)->getJson('/api/orders')
            ->assertOk()
            ->assertJsonCount(15, 'data');
    }
}
