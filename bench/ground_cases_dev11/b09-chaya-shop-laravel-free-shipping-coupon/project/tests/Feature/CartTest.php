<?php

namespace Tests\Feature;

use App\Models\CartItem;
use App\Models\Coupon;
use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CartTest extends TestCase
{
    use RefreshDatabase;

    private User $user;

    protected function setUp(): void
    {
        parent::setUp();

        $this->user = User::factory()->create();
        $tea = Product::factory()->create(['name' => '煎茶 100g', 'price' => 1200]);
        $cup = Product::factory()->create(['name' => '湯呑み', 'price' => 2400]);
        CartItem::create(['user_id' => $this->user->id, 'product_id' => $tea->id, 'quantity' => 2]);
        CartItem::create(['user_id' => $this->user->id, 'product_id' => $cup->id, 'quantity' => 1]);
        // subtotal 4800 -> shipping 600 (free from 5000)
    }

    public function test_summary_without_coupon(): void
    {
        $this->actingAs($this->user)->getJson('/api/cart')
            ->assertOk()
            ->assertJsonPath('summary.subtotal', 4800)
            ->assertJsonPath('summary.shipping', 600)
            ->assertJsonPath('summary.tax', 480)
            ->assertJsonPath('summary.total', 5880);
    }

    public function test_percent_coupon(): void
    {
        Coupon::create(['code' => 'AUTUMN10', 'type' => Coupon::TYPE_PERCENT, 'value' => 10]);

        $this->actingAs($this->user)->getJson('/api/cart?coupon=AUTUMN10')
            ->assertOk()
            ->assertJsonPath('summary.discount', 480)
            ->assertJsonPath('summary.tax', 432)
            ->assertJsonPath('summary.total', 5352);
    }

    public function test_free_shipping_coupon(): void
    {
        Coupon::create(['code' => 'SHIPFREE', 'type' => Coupon::TYPE_FREE_SHIPPING, 'value' => 0]);

        $this->actingAs($this->user)->getJson('/api/cart?coupon=SHIPFREE')
            ->assertOk()
            ->assertJsonPath('summary.discount', 0)
            ->assertJsonPath('summary.shipping', 0)
            ->assertJsonPath('summary.total', 5280);
    }
}
