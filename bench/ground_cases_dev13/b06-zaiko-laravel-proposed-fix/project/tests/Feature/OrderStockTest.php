<?php

namespace Tests\Feature;

use App\Models\Stock;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderStockTest extends TestCase
{
    use RefreshDatabase;

    public function test_order_reserves_stock(): void
    {
        Stock::create(['sku' => 'TEA-001', 'quantity' => 10]);

        $this->actingAs(User::factory()->create())
            ->postJson('/api/orders', ['items' => [['sku' => 'TEA-001', 'qty' => 3]]])
            ->assertCreated();

        $this->assertSame(7, Stock::find('TEA-001')->quantity);
    }

    public function test_order_fails_when_short(): void
    {
        Stock::create(['sku' => 'TEA-001', 'quantity' => 2]);

        $this->actingAs(User::factory()->create())
            ->postJson('/api/orders', ['items' => [['sku' => 'TEA-001', 'qty' => 3]]])
            ->assertStatus(409)
            ->assertJson(['sku' => 'TEA-001', 'available' => 2]);

        $this->assertSame(2, Stock::find('TEA-001')->quantity);
    }
}
