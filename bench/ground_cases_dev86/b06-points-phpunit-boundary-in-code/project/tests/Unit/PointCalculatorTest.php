<?php

namespace Tests\Unit;

use App\Services\PointCalculator;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

class PointCalculatorTest extends TestCase
{
    public static function earnCases(): array
    {
        return [
            '999円は対象外' => [999, false, 0],
            'ちょうど1000円' => [1000, false, 10],
            '会員は2倍' => [2500, true, 50],
        ];
    }

    #[DataProvider('earnCases')]
    public function testEarn(int $amount, bool $member, int $expected): void
    {
        $this->assertSame($expected, (new PointCalculator())->earn($amount, $member));
    }

    public function testRedeemableIsCappedAtHalf(): void
    {
        $this->assertSame(500, (new PointCalculator())->redeemable(800, 1000));
    }
}
