<?php

namespace App\Services;

use InvalidArgumentException;

/**
 * 消費税の計算。請求書単位で税率ごとに合計してから端数処理する（インボイス制度のルール）。
 */
class TaxCalculator
{
    private float $rate;

    private float $reducedRate;

    private string $rounding;

    public function __construct(array $config)
    {
        $this->rate = (float) ($config['rate'] ?? 0.10);
        $this->reducedRate = (float) ($config['reduced_rate'] ?? 0.08);
        $this->rounding = $config['rounding'] ?? 'floor';

        if (! in_array($this->rounding, ['floor', 'round', 'ceil'], true)) {
            throw new InvalidArgumentException("unknown rounding mode: {$this->rounding}");
        }
    }

    /** 標準税率の税額（円） */
    public function taxFor(int $amount): int
    {
        return (int) round($amount * $this->rate);
    }

    /** 軽減税率の税額（円） */
    public function reducedTaxFor(int $amount): int
    {
        return $this->applyRounding($amount * $this->reducedRate);
    }

    /**
     * 明細を税率ごとに合計して税額を出す。
     *
     * @param  array<int, array{amount:int, reduced:bool}>  $lines
     * @return array{standard:int, reduced:int, total_tax:int}
     */
    public function summarize(array $lines): array
    {
        $standard = 0;
        $reduced = 0;
        foreach ($lines as $line) {
            if ($line['reduced']) {
                $reduced += $line['amount'];
            } else {
                $standard += $line['amount'];
            }
        }
        $standardTax = $this->taxFor($standard);
        $reducedTax = $this->reducedTaxFor($reduced);

        return ['standard' => $standardTax, 'reduced' => $reducedTax, 'total_tax' => $standardTax + $reducedTax];
    }

    private function applyRounding(float $value): int
    {
        return match ($this->rounding) {
            'floor' => (int) floor($value),
            'ceil' => (int) ceil($value),
            'round' => (int) round($value),
        };
    }
}
