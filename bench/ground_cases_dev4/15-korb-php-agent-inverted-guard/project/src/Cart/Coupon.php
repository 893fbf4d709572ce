<?php

declare(strict_types=1);

namespace Korb\Cart;

final class Coupon
{
    public function __construct(public readonly string $code, public readonly Discount $discount)
    {
    }

    public static function fromRow(array $row): self
    {
        return new self($row['code'], new Discount((int) $row['percent'], (int) $row['minimum_cents']));
    }
}
