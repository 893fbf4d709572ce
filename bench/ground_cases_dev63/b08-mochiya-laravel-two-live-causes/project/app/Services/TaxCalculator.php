<?php

namespace App\Services;

/**
 * Consumption tax for the invoice PDF. Amounts are integer yen.
 */
class TaxCalculator
{
    public const STANDARD = 10;
    public const REDUCED = 8;

    /** Tax on a tax-excluded base, rounded once per rate. */
    public function taxFor(int $base, int $ratePercent): int
    {
        return (int) round($base * $ratePercent / 100);
    }

    /**
     * @param array<int, array{price:int, qty:int, rate:int}> $lines
     * @return array<int, array{base:int, tax:int}>  keyed by rate
     */
    public function byRate(array $lines): array
    {
        $out = [];
        foreach ($lines as $line) {
            $rate = $line['rate'];
            $out[$rate] ??= ['base' => 0, 'tax' => 0];
            $out[$rate]['base'] += $line['price'] * $line['qty'];
        }
        foreach ($out as $rate => $row) {
            $out[$rate]['tax'] = $this->taxFor($row['base'], $rate);
        }
        krsort($out);
        return $out;
    }
}
