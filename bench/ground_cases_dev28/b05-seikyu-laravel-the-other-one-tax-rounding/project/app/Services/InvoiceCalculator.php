<?php

namespace App\Services;

use App\Models\Invoice;
use App\Models\InvoiceLine;

/**
 * 請求書の小計・消費税・合計の計算。
 */
class InvoiceCalculator
{
    public function subtotal(Invoice $invoice): int
    {
        return (int) $invoice->lines->sum(fn (InvoiceLine $line) => $line->unit_price * $line->quantity);
    }

    /**
     * 税率ごとの対象額（適格請求書の記載事項）。
     *
     * @return array<string, int> ['standard' => 10000, 'reduced' => 3000]
     */
    public function taxableByRate(Invoice $invoice): array
    {
        $byRate = ['standard' => 0, 'reduced' => 0];
        foreach ($invoice->lines as $line) {
            $byRate[$line->reduced_rate ? 'reduced' : 'standard'] += $line->unit_price * $line->quantity;
        }

        return $byRate;
    }

    public function tax(Invoice $invoice): int
    {
        $rates = config('invoice.tax_rates');
        $tax = 0;
        foreach ($invoice->lines as $line) {
            $rate = $line->reduced_rate ? $rates['reduced'] : $rates['standard'];
            $tax += (int) round($line->unit_price * $line->quantity * $rate);
        }

        return $tax;
    }

    public function total(Invoice $invoice): int
    {
        return $this->subtotal($invoice) + $this->tax($invoice);
    }

    /**
     * @return array{subtotal: int, tax: int, total: int}
     */
    public function summary(Invoice $invoice): array
    {
        return [
            'subtotal' => $this->subtotal($invoice),
            'tax' => $this->tax($invoice),
            'total' => $this->total($invoice),
        ];
    }
}
