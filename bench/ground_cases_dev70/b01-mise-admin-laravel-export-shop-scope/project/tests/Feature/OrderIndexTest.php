<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\Shop;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderIndexTest extends TestCase
{
    use RefreshDatabase;

    public function test_index_lists_only_own_shop_orders(): void
    {
        $shibuya = Shop::factory()->create(['name' => '渋谷店']);
        $shinjuku = Shop::factory()->create(['name' => '新宿店']);
        $staff = User::factory()->for($shibuya)->create(['role' => User::ROLE_STAFF]);
        $own = Order::factory()->for($shibuya)->create(['number' => 'SBY-0001']);
        $other = Order::factory()->for($shinjuku)->create(['number' => 'SJK-0001']);

        $this->actingAs($staff)
            ->get('/orders')
            ->assertOk()
            ->assertSee($own->number)
            ->assertDontSee($other->number);
    }
}
