<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class AdminOrderListTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_sees_orders(): void
    {
        $admin = User::factory()->admin()->create();
        $order = Order::factory()->for(User::factory(), 'customer')->create();

        $this->actingAs($admin)
            ->get('/admin/orders')
            ->assertOk()
            ->assertSee((string) $order->id);
    }

    public function test_filter_by_status(): void
    {
        $admin = User::factory()->admin()->create();
        Order::factory()->create(['status' => 'paid', 'payment_method' => 'card']);
        Order::factory()->create(['status' => 'pending', 'payment_method' => 'konbini']);

        $this->actingAs($admin)
            ->get('/admin/orders?status=paid')
            ->assertOk()
            ->assertSeeInOrder(['<th>状態</th>', 'paid'], false)
            ->assertDontSee('>pending<', false);
    }

    public function test_shows_payment_method_label(): void
    {
        $admin = User::factory()->admin()->create();
        Order::factory()->create(['payment_method' => 'konbini']);
        Order::factory()->create(['payment_method' => null]);

        $this->actingAs($admin)
            ->get('/admin/orders')
            ->assertOk()
            ->assertSeeInOrder(['<th>支払い方法</th>', '<td>コンビニ払い</td>'], false)
            ->assertSee('<td>-</td>', false);
    }
}
