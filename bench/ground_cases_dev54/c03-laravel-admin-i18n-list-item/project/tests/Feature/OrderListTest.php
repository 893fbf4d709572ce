<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderListTest extends TestCase
{
    use RefreshDatabase;

    private function admin(string $locale): User
    {
        return User::factory()->create(['is_admin' => true, 'locale' => $locale]);
    }

    public function test_lists_orders()
    {
        $order = Order::factory()->for(Customer::factory())->create();

        $this->actingAs($this->admin('zh_CN'))
            ->get(route('admin.orders.index'))
            ->assertOk()
            ->assertSee($order->customer->name);
    }

    public function test_status_column_is_translated()
    {
        Order::factory()->for(Customer::factory())->create(['status' => Order::STATUS_PENDING]);

        $this->actingAs($this->admin('en'))
            ->get(route('admin.orders.index'))
            ->assertSee('Pending')
            ->assertDontSee('待发货');
    }
}
