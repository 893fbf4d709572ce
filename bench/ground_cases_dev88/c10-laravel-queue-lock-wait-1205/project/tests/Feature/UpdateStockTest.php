<?php

namespace Tests\Feature;

use App\Jobs\UpdateStock;
use App\Models\Product;
use App\Services\WarehouseClient;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Mockery;
use Tests\TestCase;

class UpdateStockTest extends TestCase
{
    use RefreshDatabase;

    public function test_reserves_when_available(): void
    {
        Product::create(['sku' => 'A-1', 'name' => 'A', 'stock' => 10, 'reserved' => 0]);
        $warehouse = Mockery::mock(WarehouseClient::class);
        $warehouse->shouldReceive('reserve')->once()->with('A-1', 3, 'SO-1')->andReturn('R-9');

        (new UpdateStock('A-1', 3, 'SO-1'))->handle($warehouse);

        $this->assertSame(3, Product::where('sku', 'A-1')->value('reserved'));
        $this->assertDatabaseHas('reservations', ['order_no' => 'SO-1', 'warehouse_reservation_id' => 'R-9']);
    }

    public function test_skips_when_insufficient(): void
    {
        Product::create(['sku' => 'A-2', 'name' => 'A', 'stock' => 1, 'reserved' => 0]);
        $warehouse = Mockery::mock(WarehouseClient::class);
        $warehouse->shouldNotReceive('reserve');

        (new UpdateStock('A-2', 3, 'SO-2'))->handle($warehouse);

        $this->assertSame(0, Product::where('sku', 'A-2')->value('reserved'));
    }
}
