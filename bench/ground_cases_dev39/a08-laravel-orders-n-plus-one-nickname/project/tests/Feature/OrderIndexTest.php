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

    public function test_lists_paid_orders_by_default(): void
    {
        $customer = Customer::factory()->create(['name' => 'Ada Lovelace']);
        Order::factory()->for($customer)->create(['status' => 'paid', 'number' => 'A-1001']);
        Order::factory()->for($customer)->create(['status' => 'pending', 'number' => 'A-1002']);

        $this->actingAs(User::factory()->create())
            ->get('/orders')
            ->assertOk()
            ->assertSee('A-1001')
            ->assertDontSee('A-1002')
            ->assertSee('Ada Lovelace');
    }

    public function test_unknown_status_is_404(): void
    {
        $this->actingAs(User::factory()->create())
            ->get('/orders?status=lost')
            ->assertNotFound();
    }
}
