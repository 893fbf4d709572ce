<?php

declare(strict_types=1);

namespace Korb\Checkout;

use Korb\Cart\Cart;

final class CheckoutController
{
    public function __construct(private readonly Totals $totals)
    {
    }

    public function show(Cart $cart): array
    {
        return [
            'subtotal' => $cart->subtotalCents(),
            'discount' => $this->totals->discountCents($cart),
            'total' => $this->totals->grandTotal($cart),
        ];
    }
}
