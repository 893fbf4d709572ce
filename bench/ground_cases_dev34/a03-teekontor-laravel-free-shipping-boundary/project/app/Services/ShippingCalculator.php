<?php

namespace App\Services;

use App\Models\Cart;
use App\Models\ShippingZone;
use Illuminate\Support\Arr;

class ShippingCalculator
{
    public function __construct(private readonly array $config)
    {
    }

    public static function fromConfig(): self
    {
        return new self(config('shop.shipping'));
    }

    /**
     * Shipping cost in cents for the given cart and destination zone.
     */
    public function costFor(Cart $cart, ShippingZone $zone): int
    {
        if ($cart->items->isEmpty()) {
            return 0;
        }

        if ($cart->hasOnlyDigitalItems()) {
            return 0;
        }

        $subtotal = $cart->subtotalCents();
        $threshold = Arr::get($this->config, 'free_shipping_threshold');

        if ($threshold !== null && $zone->allows_free_shipping && $subtotal > $threshold) {
            return 0;
        }

        $base = $zone->base_rate_cents ?? Arr::get($this->config, 'default_rate_cents', 490);

        return $base + $this->weightSurcharge($cart->totalWeightGrams());
    }

    /**
     * Surcharge for heavy parcels: the highest step the cart's weight exceeds.
     */
    private function weightSurcharge(int $grams): int
    {
        $surcharge = 0;
        foreach (Arr::get($this->config, 'weight_steps', []) as $overGrams => $cents) {
            if ($grams > $overGrams) {
                $surcharge = $cents;
            }
        }

        return $surcharge;
    }
}
