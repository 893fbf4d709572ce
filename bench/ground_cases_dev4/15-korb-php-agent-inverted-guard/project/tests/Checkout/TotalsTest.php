<?php

use Korb\Cart\Cart;
use Korb\Checkout\Totals;
use PHPUnit\Framework\TestCase;

final class TotalsTest extends TestCase
{
    public function testNoCouponNoDiscount(): void
    {
        $cart = new Cart();
        $cart->add('A', 1000);
        $this->assertSame(1000, (new Totals())->grandTotal($cart));
    }
}
