<?php

namespace App\Services;

/**
 * Loyalty points (1 pt = 1 yen) used on an order.
 */
class PointDiscount
{
    public function __construct(private TaxCalculator $tax) {}

    /**
     * Total for the invoice PDF: tax is computed on the full price, then the points
     * are subtracted from the tax-included amount.
     *
     * @param array<int, array{price:int, qty:int, rate:int}> $lines
     */
    public function invoiceTotal(array $lines, int $points): int
    {
        $total = 0;
        foreach ($this->tax->byRate($lines) as $row) {
            $total += $row['base'] + $row['tax'];
        }
        return max(0, $total - $points);
    }

    public function maxUsable(int $orderTotal, int $balance): int
    {
        return min($balance, intdiv($orderTotal, 2));
    }

    public function label(int $points): string
    {
        return sprintf('ポイント利用 -%s円', number_format($points));
    }
}
