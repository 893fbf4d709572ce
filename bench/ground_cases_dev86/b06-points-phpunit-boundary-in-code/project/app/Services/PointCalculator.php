<?php

namespace App\Services;

class PointCalculator
{
    public const RATE = 0.01;
    public const MIN_AMOUNT = 1000;

    public function earn(int $amount, bool $isMember): int
    {
        if ($amount > self::MIN_AMOUNT) {
            $points = (int) floor($amount * self::RATE);
            return $isMember ? $points * 2 : $points;
        }
        return 0;
    }

    public function redeemable(int $balance, int $amount): int
    {
        return min($balance, intdiv($amount, 2));
    }
}
