<?php

namespace Tests\Unit;

use App\Exceptions\BizException;
use App\Models\Stock;
use App\Services\InventoryService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class InventoryServiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_reserve_increases_reserved(): void
    {
        Stock::factory()->create(['sku' => 'MUG-01', 'quantity' => 10, 'reserved' => 2]);

        (new InventoryService())->reserve('MUG-01', 3);

        $this->assertSame(5, Stock::where('sku', 'MUG-01')->value('reserved'));
    }

    public function test_reserve_throws_when_not_enough(): void
    {
        Stock::factory()->create(['sku' => 'MUG-01', 'quantity' => 5, 'reserved' => 2]);

        $this->expectException(BizException::class);
        (new InventoryService())->reserve('MUG-01', 4);
    }

    public function test_release_never_goes_negative(): void
    {
        Stock::factory()->create(['sku' => 'MUG-01', 'quantity' => 5, 'reserved' => 1]);

        (new InventoryService())->release('MUG-01', 3);

        $this->assertSame(0, Stock::where('sku', 'MUG-01')->value('reserved'));
    }
}
