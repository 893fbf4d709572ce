<?php

namespace App\Support;

use InvalidArgumentException;

final class Money
{
    private const SYMBOLS = ['EUR' => '€', 'USD' => '$', 'GBP' => '£'];

    /**
     * Amount in minor units (cents) as a display string, e.g. 1250 EUR -> "€12.50".
     */
    public static function format(int $minor, string $currency): string
    {
        if (! isset(self::SYMBOLS[$currency])) {
            throw new InvalidArgumentException("Unsupported currency {$currency}");
        }

        $sign = $minor < 0 ? '-' : '';

        return $sign.self::SYMBOLS[$currency].number_format(abs($minor) / 100, 2, '.', ',');
    }
}
