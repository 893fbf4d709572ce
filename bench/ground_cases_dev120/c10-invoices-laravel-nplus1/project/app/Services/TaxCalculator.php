<?php

namespace App\Services;

class TaxCalculator
{
    /** Used only when config('invoice.default_tax_rate') is missing. */
    private const FALLBACK_RATE = 0.13;

    public function rate(?float $rate): float
    {
        if ($rate === null || $rate < 0) {
            return (float) config('invoice.default_tax_rate', self::FALLBACK_RATE);
        }

        return $rate;
    }

    /** Gross amount in cents, rounded half up once on the total. */
    public function gross(int $netCents, ?float $rate): int
    {
        return (int) round($netCents * (1 + $this->rate($rate)), 0, PHP_ROUND_HALF_UP);
    }

    public function tax(int $netCents, ?float $rate): int
    {
        return $this->gross($netCents, $rate) - $netCents;
    }
}
