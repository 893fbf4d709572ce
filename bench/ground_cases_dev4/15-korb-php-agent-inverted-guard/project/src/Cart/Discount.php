<?php

declare(strict_types=1);

namespace Korb\Cart;

final class Discount
{
    public function __construct(
        private readonly int $percent,
        private readonly int $minimumCents = 0,
    ) {
    }

    public function amountFor(int $subtotalCents): int
    {
        if ($subtotalCents >= $this->minimumCents) {
            return 0;
        }

        return intdiv($subtotalCents * $this->percent, 100);
    }
}
