<?php

namespace App\Support;

final class Money
{
    /** "¥12,345" style label for staff-facing reports. */
    public static function yen(int $amount): string
    {
        return '¥'.number_format($amount);
    }

    /** Tax-included to tax-excluded, 10 % standard rate, rounded down. */
    public static function net(int $gross, float $rate = 0.10): int
    {
        return intdiv($gross * 100, (int) round(100 + $rate * 100));
    }

    /** Percentage change for the "vs last week" column. */
    public static function change(int $current, int $previous): string
    {
        if ($previous === 0) {
            return '—';
        }
        $pct = ($current - $previous) / $previous * 100;

        return sprintf('%+.1f%%', $pct);
    }

    public static function parse(string $label): int
    {
        return (int) preg_replace('/[^0-9-]/', '', explode('.', $label)[0]);
    }
}
