<?php

use Korb\Cart\Cart;
use PHPUnit\Framework\TestCase;

final class CartTest extends TestCase
{
    public function testSubtotal(): void
    {
        $cart = new Cart();
        $cart->add('A', 1250, 2);
        $this->assertSame(2500, $cart->subtotalCents());
    }
}
