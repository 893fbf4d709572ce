<?php

declare(strict_types=1);

namespace Shop\Support;

use InvalidArgumentException;

/** Amounts are integer cents throughout the shop; this only formats them. */
final class Money
{
    public static function format(int $cents, string $locale = 'nl_NL'): string
    {
        $negative = $cents < 0;
        $abs = abs($cents);
        [$decimal, $thousands] = self::separators($locale);
        $text = number_format($abs / 100, 2, $decimal, $thousands);
        return ($negative ? '-' : '') . '€ ' . $text;
    }

    public static function parse(string $input): int
    {
        $clean = str_replace(['€', ' ', '.'], '', trim($input));
        $clean = str_replace(',', '.', $clean);
        if (!is_numeric($clean)) {
            throw new InvalidArgumentException("not an amount: {$input}");
        }
        return (int) round(((float) $clean) * 100);
    }

    /** @return array{0: string, 1: string} decimal and thousands separator */
    private static function separators(string $locale): array
    {
        return match ($locale) {
            'en_GB', 'en_US' => ['.', ','],
            default => [',', '.'],
        };
    }
}
