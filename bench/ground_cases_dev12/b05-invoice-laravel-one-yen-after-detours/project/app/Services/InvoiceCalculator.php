<?php

namespace App\Services;

use App\Models\Invoice;
use App\Models\InvoiceLine;

/**
 * 請求書の金額計算。
 *
 * 適格請求書 (インボイス) の要件に合わせ、消費税は「税率ごとの合計額」に対して
 * 1 回だけ端数処理 (切り捨て) する。
 */
class InvoiceCalculator
{
    public const RATE_STANDARD = 10;
    public const RATE_REDUCED = 8;

    public function __construct(private Invoice $invoice)
    {
    }

    /** 税抜小計 */
    public function subtotal(): int
    {
        return (int) $this->invoice->lines->sum(fn (InvoiceLine $l) => $l->unit_price * $l->quantity);
    }

    /** 税率ごとの税抜合計 [税率 => 金額] */
    public function subtotalsByRate(): array
    {
        $byRate = [];
        foreach ($this->invoice->lines as $line) {
            $rate = $this->rateFor($line);
            $byRate[$rate] = ($byRate[$rate] ?? 0) + $line->unit_price * $line->quantity;
        }
        krsort($byRate);

        return $byRate;
    }

    /** 消費税額 (請求書の「消費税」欄・合計に使う) */
    public function taxAmount(): int
    {
        $tax = 0;
        foreach ($this->invoice->lines as $line) {
            $tax += (int) round($line->unit_price * $line->quantity * $this->rateFor($line) / 100);
        }

        return $tax;
    }

    /** 税率ごとの消費税額 [税率 => 税額] (PDF の内訳欄用) */
    public function taxesByRate(): array
    {
        $taxes = [];
        foreach ($this->subtotalsByRate() as $rate => $amount) {
            $taxes[$rate] = intdiv($amount * $rate, 100);
        }

        return $taxes;
    }

    /** 税込合計 */
    public function total(): int
    {
        return $this->subtotal() + $this->taxAmount();
    }

    public function rateFor(InvoiceLine $line): int
    {
        return $line->reduced_rate ? self::RATE_REDUCED : self::RATE_STANDARD;
    }
}
