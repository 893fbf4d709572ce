<?php

namespace App\Support;

/**
 * Amounts as shown in reports: currency symbol, thousands separators, fixed decimals.
 * Amounts arrive as decimal strings from the database; never do money math in floats here.
 */
final class Money
{
    private const SYMBOLS = [
        'CNY' => '¥',
        'USD' => '$',
        'HKD' => 'HK$',
        'JPY' => 'JP¥',
        'EUR' => '€',
    ];

    /** ISO 4217 minor units; currencies not listed have two decimals. */
    private const DECIMALS = [
        'JPY' => 0,
        'KRW' => 0,
    ];

    public static function format(string|int|float $amount, string $currency): string
    {
        $symbol = self::SYMBOLS[$currency] ?? $currency . ' ';
        $decimals = self::DECIMALS[$currency] ?? 2;
        return $symbol . number_format((float) $amount, $decimals, '.', ',');
    }

    public static function net(string $gross, string $refunded): string
    {
        return bcsub($gross, $refunded, 2);
    }
}
