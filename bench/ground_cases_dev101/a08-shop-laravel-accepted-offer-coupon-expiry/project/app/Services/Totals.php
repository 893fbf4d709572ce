<?php

namespace App\Services;

/** Money amounts of one cart, all in euro cents. */
final class Totals
{
    public function __construct(
        public readonly int $subtotalCents,
        public readonly int $discountCents,
        public readonly int $shippingCents,
        public readonly int $totalCents,
    ) {
    }

    public function withDiscount(int $discountCents, CartTotals $calculator, \App\Models\Cart $cart): self
    {
        return $calculator->compute($cart, $discountCents);
    }

    public function toArray(): array
    {
        return [
            'subtotal_cents' => $this->subtotalCents,
            'discount_cents' => $this->discountCents,
            'shipping_cents' => $this->shippingCents,
            'total_cents' => $this->totalCents,
            'total' => number_format($this->totalCents / 100, 2, ',', '.') . ' €',
        ];
    }
}
