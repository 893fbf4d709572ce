<?php

namespace Tests\Feature;

use App\Models\Address;
use App\Models\Cart;
use App\Models\Product;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CheckoutTest extends TestCase
{
    use RefreshDatabase;

    private function cartWorth(User $user, int $cents): Cart
    {
        $cart = Cart::factory()->for($user)->create();
        $cart->items()->create(['product_id' => Product::factory()->create(['price_cents' => $cents])->id, 'qty' => 1]);
        return $cart;
    }

    public function test_checkout_requires_address(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->postJson('/api/checkout', ['payment_method' => 'card'])
            ->assertStatus(422)
            ->assertJsonValidationErrors('address_id');
    }

    public function test_domestic_shipping_is_charged_below_threshold(): void
    {
        $user = User::factory()->create();
        $this->cartWorth($user, 4999);
        $address = Address::factory()->for($user)->create(['country' => 'DE']);
        $this->actingAs($user)->postJson('/api/checkout/quote', ['address_id' => $address->id])
            ->assertOk()
            ->assertJsonPath('shipping_cents', 495);
    }

    public function test_free_shipping_threshold_applies(): void
    {
        $user = User::factory()->create();
        $this->cartWorth($user, 5000);
        $address = Address::factory()->for($user)->create(['country' => 'DE']);
        $this->actingAs($user)->postJson('/api/checkout/quote', ['address_id' => $address->id])
            ->assertOk()
            ->assertJsonPath('shipping_cents', 0);
    }
}
