<?php

namespace App\Services;

use App\Models\Invoice;

/**
 * 請求書 PDF 用の税額計算。
 * 税率は明細ごとに持つ (標準 10% / 軽減 8%)。
 */
class TaxCalculator
{
    public const RATES = [10, 8];

    /**
     * @return array{subtotal:int, tax:int, total:int, by_rate:array<int, array{base:int, tax:int}>}
     */
    public function calculate(Invoice $invoice): array
    {
        $subtotal = 0;
        $tax = 0;
        $byRate = [];

        foreach ($invoice->lines as $line) {
            $amount = $line->unit_price * $line->quantity;
            $subtotal += $amount;
            $lineTax = round($amount * $line->tax_rate / 100);
            $tax += $lineTax;

            $byRate[$line->tax_rate]['base'] = ($byRate[$line->tax_rate]['base'] ?? 0) + $amount;
            $byRate[$line->tax_rate]['tax'] = ($byRate[$line->tax_rate]['tax'] ?? 0) + $lineTax;
        }

        krsort($byRate);

        return [
            'subtotal' => $subtotal,
            'tax' => (int) $tax,
            'total' => (int) ($subtotal + $tax),
            'by_rate' => $byRate,
        ];
    }

    /** 税込価格 (表示用)。端数切り捨て。 */
    public function taxIncluded(int $amount, int $rate): int
    {
        return intdiv($amount * (100 + $rate), 100);
    }
}
