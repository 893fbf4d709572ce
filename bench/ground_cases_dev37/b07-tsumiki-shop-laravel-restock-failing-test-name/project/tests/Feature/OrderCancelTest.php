<?php

namespace Tests\Feature;

use App\Mail\OrderCancelled;
use App\Models\Order;
use App\Models\Product;
use App\Payments\PaymentGateway;
use App\Services\OrderService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class OrderCancelTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
        $this->mock(PaymentGateway::class)->shouldReceive('refund')->andReturnTrue();
    }

    private function orderWith(Product $product, int $quantity, int $shipped, string $status): Order
    {
        $order = Order::factory()->create(['status' => $status, 'paid_amount' => 3000 * $quantity]);
        $order->items()->create([
            'product_id' => $product->id,
            'quantity' => $quantity,
            'shipped_quantity' => $shipped,
            'unit_price' => 3000,
        ]);

        return $order->fresh('items');
    }

    public function test_cancel_restocks_stock(): void
    {
        $product = Product::factory()->create(['stock' => 10]);
        $order = $this->orderWith($product, 3, 0, Order::STATUS_PAID);

        app(OrderService::class)->cancel($order, '顧客都合');

        $this->assertSame(13, $product->fresh()->stock);
        Mail::assertSent(OrderCancelled::class);
    }

    public function test_cancel_partially_shipped_restocks_only_unshipped(): void
    {
        $product = Product::factory()->create(['stock' => 10]);
        $order = $this->orderWith($product, 5, 2, Order::STATUS_PARTIALLY_SHIPPED);

        app(OrderService::class)->cancel($order, '在庫切れ');

        $this->assertSame(13, $product->fresh()->stock);
    }

    public function test_shipped_order_cannot_be_cancelled(): void
    {
        $product = Product::factory()->create(['stock' => 10]);
        $order = $this->orderWith($product, 1, 1, Order::STATUS_SHIPPED);

        $this->expectException(\RuntimeException::class);
        app(OrderService::class)->cancel($order, '顧客都合');
    }
}
