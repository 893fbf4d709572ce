<?php

declare(strict_types=1);

namespace Korb\Checkout;

use Korb\Cart\Cart;

final class Totals
{
    public function discountCents(Cart $cart): int
    {
        return $cart->coupon?->discount->amountFor($cart->subtotalCents()) ?? 0;
    }

    public function grandTotal(Cart $cart): int
    {
        return $cart->subtotalCents() - $this->discountCents($cart);
    }
}
