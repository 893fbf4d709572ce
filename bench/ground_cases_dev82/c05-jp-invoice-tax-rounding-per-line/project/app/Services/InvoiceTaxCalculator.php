<?php

namespace App\Services;

use App\Models\InvoiceLine;

class InvoiceTaxCalculator
{
    /**
     * 税率ごとの対象額と消費税額。
     *
     * @param  iterable<InvoiceLine>  $lines
     * @return array<int, array{base: int, tax: int}>  keyed by rate percent, highest first
     */
    public function summarize(iterable $lines): array
    {
        $summary = [];
        foreach ($lines as $line) {
            $rate = $line->tax_rate->value;
            $amount = $line->amount();
            $summary[$rate]['base'] = ($summary[$rate]['base'] ?? 0) + $amount;
            $summary[$rate]['tax'] = ($summary[$rate]['tax'] ?? 0) + $this->roundTax($amount * $rate / 100);
        }
        krsort($summary);

        return $summary;
    }

    public function roundTax(float $tax): int
    {
        return match (config('invoice.tax_rounding')) {
            'ceil' => (int) ceil($tax),
            'round' => (int) round($tax),
            default => (int) floor($tax),
        };
    }

    /**
     * @param  iterable<InvoiceLine>  $lines
     * @return array{subtotal: int, tax: int, total: int}
     */
    public function totals(iterable $lines): array
    {
        $summary = $this->summarize($lines);
        $subtotal = array_sum(array_column($summary, 'base'));
        $tax = array_sum(array_column($summary, 'tax'));

        return ['subtotal' => $subtotal, 'tax' => $tax, 'total' => $subtotal + $tax];
    }
}
