<?php

declare(strict_types=1);

namespace Hinata\Money;

/**
 * Writes Money for people: "¥1,200", "$12.50", "-€3.05". Not locale-aware on purpose:
 * use ext-intl's NumberFormatter when you need that.
 */
final class MoneyFormatter
{
    private const SYMBOLS = [
        'JPY' => '¥',
        'USD' => '$',
        'EUR' => '€',
        'GBP' => '£',
    ];

    public function __construct(
        private readonly string $thousands = ',',
        private readonly string $decimal = '.',
    ) {
    }

    public function format(Money $money, bool $symbol = true): string
    {
        $digits = $money->currency()->minorDigits();
        $amount = abs($money->minor()) / 10 ** $digits;
        $number = number_format($amount, $digits, $this->decimal, $this->thousands);
        $code = $money->currency()->code();
        $sign = $money->minor() < 0 ? '-' : '';
        if ($symbol && isset(self::SYMBOLS[$code])) {
            return $sign . self::SYMBOLS[$code] . $number;
        }
        return $sign . $number . ' ' . $code;
    }
}
