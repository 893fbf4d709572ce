<?php

namespace Tests\Feature;

use App\Models\Customer;
use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderApiTest extends TestCase
{
    use RefreshDatabase;

    public function test_an_order_can_be_created(): void
    {
        $customer = Customer::factory()->create();
        $product = Product::factory()->create(['price' => 1200]);

        $response = $this->postJson('/api/orders', [
            'customer_id' => $customer->id,
            'items' => [['product_id' => $product->id, 'quantity' => 2]],
        ]);

        $response->assertCreated()
            ->assertJsonPath('data.subtotal', 2400)
            ->assertJsonPath('data.item_count', 1);
    }

    public function test_orders_can_be_filtered_by_status(): void
    {
        $this->getJson('/api/orders?status=pending')->assertOk();
    }
}
