<?php

declare(strict_types=1);

namespace Korb\Cart;

final class Cart
{
    /** @var array<string, array{price: int, qty: int}> */
    private array $lines = [];
    public ?Coupon $coupon = null;

    public function add(string $sku, int $priceCents, int $qty = 1): void
    {
        $this->lines[$sku] = ['price' => $priceCents, 'qty' => ($this->lines[$sku]['qty'] ?? 0) + $qty];
    }

    public function subtotalCents(): int
    {
        return array_sum(array_map(fn ($l) => $l['price'] * $l['qty'], $this->lines));
    }
}
