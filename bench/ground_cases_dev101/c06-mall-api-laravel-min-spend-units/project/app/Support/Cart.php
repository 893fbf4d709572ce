<?php

namespace App\Support;

/**
 * The shopping cart kept in the session. Prices are integer 分 throughout; only
 * total() converts to 元 for the payment gateway and the page.
 */
class Cart
{
    /** @var array<string, array{price: int, qty: int}> */
    private array $lines = [];

    private int $discountCents = 0;

    public function add(string $sku, int $priceCents, int $qty = 1): void
    {
        $current = $this->lines[$sku]['qty'] ?? 0;
        $this->lines[$sku] = ['price' => $priceCents, 'qty' => $current + $qty];
    }

    public function isEmpty(): bool
    {
        return $this->lines === [];
    }

    public function subtotalCents(): int
    {
        return array_sum(array_map(fn (array $l) => $l['price'] * $l['qty'], $this->lines));
    }

    public function setDiscount(int $cents): void
    {
        $this->discountCents = max(0, $cents);
    }

    public function payableCents(): int
    {
        return max(0, $this->subtotalCents() - $this->discountCents);
    }

    /** 应付金额（元），两位小数。 */
    public function total(): float
    {
        return round($this->payableCents() / 100, 2);
    }
}
