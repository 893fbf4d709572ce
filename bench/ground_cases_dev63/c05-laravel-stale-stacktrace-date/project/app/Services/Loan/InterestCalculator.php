<?php

namespace App\Services\Loan;

/**
 * 利息计算。金额一律用字符串 + bcmath，避免 float。
 */
class InterestCalculator
{
    private const SCALE = 10;

    /** 当期利息 = 剩余本金 × 月利率，四舍五入到分。 */
    public function interest(string $remaining, string $monthlyRate): string
    {
        $raw = bcmul($remaining, $monthlyRate, self::SCALE);

        return $this->toFen($raw);
    }

    /** 等额本息月供。 */
    public function annuityPayment(string $principal, string $monthlyRate, int $terms): string
    {
        $factor = bcpow(bcadd('1', $monthlyRate, self::SCALE), (string) $terms, self::SCALE);
        $numerator = bcmul(bcmul($principal, $monthlyRate, self::SCALE), $factor, self::SCALE);
        $denominator = bcsub($factor, '1', self::SCALE);

        return $this->toFen(bcdiv($numerator, $denominator, self::SCALE));
    }

    /** 保留两位：PHP round() 是"四舍五入，远离零"。 */
    private function toFen(string $value): string
    {
        return number_format(round((float) $value, 2), 2, '.', '');
    }
}
