<?php

declare(strict_types=1);

namespace Hinata\Money;

/**
 * Reads amounts people write: "¥1,200", "$12.50", "12.50 USD", "1.234,56 EUR".
 */
final class MoneyParser
{
    private const SYMBOLS = [
        '¥' => 'JPY',
        '￥' => 'JPY',
        '$' => 'USD',
        '€' => 'EUR',
        '£' => 'GBP',
    ];

    /** "1,200" or "12,345,678": commas that group thousands, not a decimal comma. */
    private const GROUPED_THOUSANDS = '/^-?\d{1,3}(,\d{3})+$/';

    public function __construct(private readonly ?Currency $defaultCurrency = null)
    {
    }

    public function parse(string $text): Money
    {
        $text = trim($text);
        $currency = $this->detectCurrency($text);
        $number = preg_replace('/[^0-9.,\-]/', '', $text) ?? '';
        if (!preg_match('/\d/', $number)) {
            throw new \InvalidArgumentException(sprintf('no amount in "%s"', $text));
        }
        [$whole, $fraction] = $this->split($number);
        $digits = $currency->minorDigits();
        if (strlen($fraction) > $digits) {
            throw new \InvalidArgumentException(
                sprintf('"%s" has more than %d decimals for %s', $text, $digits, $currency->code())
            );
        }
        $negative = str_starts_with($whole, '-');
        $minor = (int) ltrim($whole, '-') * 10 ** $digits + (int) $fraction;
        return new Money($negative ? -$minor : $minor, $currency);
    }

    private function detectCurrency(string $text): Currency
    {
        foreach (self::SYMBOLS as $symbol => $code) {
            if (str_contains($text, $symbol)) {
                return Currency::of($code);
            }
        }
        if (preg_match('/\b([A-Za-z]{3})\b/', $text, $m)) {
            return Currency::of($m[1]);
        }
        return $this->defaultCurrency
            ?? throw new \InvalidArgumentException(sprintf('no currency in "%s"', $text));
    }

    /** @return array{string, string} the whole part without separators, and the fraction digits */
    private function split(string $number): array
    {
        $lastDot = strrpos($number, '.');
        $lastComma = strrpos($number, ',');
        $decimal = match (true) {
            $lastDot !== false && $lastComma !== false => $lastDot > $lastComma ? '.' : ',',
            $lastDot !== false => '.',
            $lastComma !== false => preg_match(self::GROUPED_THOUSANDS, $number) ? null : ',',
            default => null,
        };
        if ($decimal === null) {
            return [str_replace(',', '', $number), ''];
        }
        $pos = strrpos($number, $decimal);
        $whole = str_replace(['.', ','], '', substr($number, 0, $pos));
        return [$whole, substr($number, $pos + 1)];
    }
}
