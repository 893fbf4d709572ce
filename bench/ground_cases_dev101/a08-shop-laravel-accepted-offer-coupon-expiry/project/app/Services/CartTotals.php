<?php

namespace App\Services;

use App\Models\Cart;

final class CartTotals
{
    public function __construct(
        private readonly int $shippingFlatCents = 490,
        private readonly int $freeShippingFromCents = 5000,
    ) {
    }

    /**
     * Subtotal of the cart's lines, the discount (never more than the subtotal),
     * flat shipping unless the discounted amount reaches the free-shipping threshold.
     */
    public function compute(Cart $cart, int $discountCents = 0): Totals
    {
        $subtotal = 0;
        foreach ($cart->items as $item) {
            $subtotal += $item->unit_price_cents * $item->quantity;
        }

        $discount = min(max($discountCents, 0), $subtotal);
        $afterDiscount = $subtotal - $discount;
        $shipping = ($subtotal === 0 || $afterDiscount >= $this->freeShippingFromCents) ? 0 : $this->shippingFlatCents;

        return new Totals($subtotal, $discount, $shipping, $afterDiscount + $shipping);
    }
}
