<?php

namespace Tests\Feature;

use App\Exceptions\OutOfStockException;
use App\Models\Product;
use App\Services\StockReservationService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class StockReservationTest extends TestCase
{
    use RefreshDatabase;

    private function product(int $stock): Product
    {
        return Product::create(['sku' => 'TS-001', 'name' => 'Tシャツ', 'price' => 2000, 'stock' => $stock, 'is_published' => true]);
    }

    public function test_reserve_reduces_available(): void
    {
        $service = app(StockReservationService::class);
        $product = $this->product(5);
        $service->reserve($product, 'cart-a', 2);
        $this->assertSame(3, $service->available($product));
    }

    public function test_reserve_more_than_stock_fails(): void
    {
        $this->expectException(OutOfStockException::class);
        app(StockReservationService::class)->reserve($this->product(1), 'cart-a', 2);
    }

    public function test_confirm_decrements_stock(): void
    {
        $service = app(StockReservationService::class);
        $product = $this->product(5);
        $service->reserve($product, 'cart-a', 2);
        $service->confirm('cart-a');
        $this->assertSame(3, $product->fresh()->stock);
    }
}
