<?php

namespace Tests\Unit;

use App\Models\Cart;
use App\Models\ShippingZone;
use App\Services\ShippingCalculator;
use Tests\TestCase;

class ShippingCalculatorTest extends TestCase
{
    private function calculator(): ShippingCalculator
    {
        return new ShippingCalculator([
            'free_shipping_threshold' => 5000,
            'default_rate_cents' => 490,
            'weight_steps' => [2000 => 300, 5000 => 700],
        ]);
    }

    public function test_small_cart_pays_default_rate(): void
    {
        $cart = Cart::factory()->withItem(priceCents: 2000, grams: 300)->make();
        $zone = ShippingZone::factory()->make(['base_rate_cents' => null, 'allows_free_shipping' => true]);

        $this->assertSame(490, $this->calculator()->costFor($cart, $zone));
    }

    public function test_large_cart_ships_free(): void
    {
        $cart = Cart::factory()->withItem(priceCents: 6000, grams: 300)->make();
        $zone = ShippingZone::factory()->make(['allows_free_shipping' => true]);

        $this->assertSame(0, $this->calculator()->costFor($cart, $zone));
    }

    public function test_heavy_parcel_adds_surcharge(): void
    {
        $cart = Cart::factory()->withItem(priceCents: 2000, grams: 2500)->make();
        $zone = ShippingZone::factory()->make(['base_rate_cents' => null, 'allows_free_shipping' => true]);

        $this->assertSame(790, $this->calculator()->costFor($cart, $zone));
    }

    public function test_zone_without_free_shipping_always_pays(): void
    {
        $cart = Cart::factory()->withItem(priceCents: 9000, grams: 300)->make();
        $zone = ShippingZone::factory()->make(['base_rate_cents' => 1290, 'allows_free_shipping' => false]);

        $this->assertSame(1290, $this->calculator()->costFor($cart, $zone));
    }
}
