<?php

namespace App\Support;

final class Money
{
    private const SYMBOLS = ['CNY' => '¥', 'EUR' => '€', 'USD' => '$'];

    public static function format(int $cents, string $currency): string
    {
        $symbol = self::SYMBOLS[$currency] ?? $currency . ' ';
        $sign = $cents < 0 ? '-' : '';

        return $sign . $symbol . number_format(abs($cents) / 100, 2, '.', ',');
    }

    /** "19.99" -> 1999. Accepts a comma as decimal separator. */
    public static function fromDecimal(string $amount): int
    {
        $normalized = str_replace(',', '.', trim($amount));
        if (!is_numeric($normalized)) {
            throw new \InvalidArgumentException("not an amount: {$amount}");
        }

        return (int) round(((float) $normalized) * 100);
    }
}
