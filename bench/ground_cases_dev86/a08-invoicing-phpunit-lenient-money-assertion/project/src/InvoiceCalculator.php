<?php

declare(strict_types=1);

namespace Hollow\Invoicing;

final class InvoiceCalculator
{
    public function __construct(private readonly VatTable $vat)
    {
    }

    /** Net line total, rounded half-up to cents. */
    public function lineTotal(float $unitPrice, int $quantity, float $discountPct = 0.0): float
    {
        $gross = $unitPrice * $quantity;
        $net = $gross * (1 - $discountPct / 100);

        return round($net, 2);
    }

    public function vatFor(float $net, string $country, string $category): float
    {
        return round($net * $this->vat->rate($country, $category), 2);
    }

    /** @param list<array{price: float, qty: int, discount?: float, category: string}> $lines */
    public function total(array $lines, string $country): float
    {
        $sum = 0.0;
        foreach ($lines as $line) {
            $net = $this->lineTotal($line['price'], $line['qty'], $line['discount'] ?? 0.0);
            $sum += $net + $this->vatFor($net, $country, $line['category']);
        }

        return round($sum, 2);
    }
}
