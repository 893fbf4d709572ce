<?php

namespace App\Support;

use NumberFormatter;

final class Money
{
    /**
     * Format an amount for display, e.g. format(1200, 'JPY', 'ja') => "￥1,200".
     * The currency decides the number of decimals (JPY 0, CNY 2, ...).
     */
    public static function format(float|string $amount, string $currency, ?string $locale = null): string
    {
        $formatter = new NumberFormatter($locale ?? app()->getLocale(), NumberFormatter::CURRENCY);

        return $formatter->formatCurrency((float) $amount, $currency);
    }
}
