<?php

namespace App\Services;

use App\Models\Cart;
use App\Models\Address;

class ShippingCalculator
{
    /** Flat rates in cents by zone. */
    private const RATES = [
        'domestic' => 495,
        'eu' => 1290,
        'world' => 2490,
    ];

    public function __construct(private readonly array $config)
    {
    }

    public function quote(Cart $cart, Address $address): int
    {
        $zone = $this->zoneFor($address);
        $subtotal = $cart->subtotalCents();
        $threshold = (int) ($this->config['free_threshold'] * 100);

        if ($zone === 'domestic' && $subtotal > $threshold) {
            return 0;
        }

        $rate = self::RATES[$zone];
        if ($cart->hasBulkyItems()) {
            $rate += $this->config['bulky_surcharge'];
        }

        return $rate;
    }

    private function zoneFor(Address $address): string
    {
        if ($address->country === 'DE') {
            return 'domestic';
        }

        return in_array($address->country, config('shipping.eu_countries'), true) ? 'eu' : 'world';
    }
}
