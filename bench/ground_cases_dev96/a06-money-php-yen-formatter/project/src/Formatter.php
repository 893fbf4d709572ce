<?php

declare(strict_types=1);

namespace Kestrel\Money;

/**
 * Formats money for display: "$1,234.50", "-€12.00", or "1234.50 USD" for machines.
 */
final class Formatter
{
    private const SYMBOLS = [
        'USD' => '$', 'EUR' => '€', 'GBP' => '£', 'JPY' => '¥', 'INR' => '₹', 'KRW' => '₩',
    ];

    public function __construct(
        private readonly string $decimalPoint = '.',
        private readonly string $thousandsSeparator = ',',
        private readonly bool $symbolFirst = true,
    ) {
    }

    /** Human-readable, with the currency symbol (or code) and grouped thousands. */
    public function format(Money $money): string
    {
        $code = $money->currency()->code();
        $value = number_format(abs($money->amount()) / 100, 2, $this->decimalPoint, $this->thousandsSeparator);
        $symbol = self::SYMBOLS[$code] ?? $code . ' ';
        $text = $this->symbolFirst ? $symbol . $value : $value . ' ' . rtrim($symbol);
        return $money->isNegative() ? '-' . $text : $text;
    }

    /** "1234.50 USD": no grouping, a dot, the ISO code. Stable for CSV exports. */
    public function formatPlain(Money $money): string
    {
        $currency = $money->currency();
        return self::decimalString($money->amount(), $currency->minorUnits()) . ' ' . $currency->code();
    }

    /** An integer of minor units as a decimal string with exactly $units digits after the point. */
    public static function decimalString(int $minor, int $units): string
    {
        $sign = $minor < 0 ? '-' : '';
        $digits = str_pad((string) abs($minor), $units + 1, '0', STR_PAD_LEFT);
        if ($units === 0) {
            return $sign . $digits;
        }
        return $sign . substr($digits, 0, -$units) . '.' . substr($digits, -$units);
    }
}
