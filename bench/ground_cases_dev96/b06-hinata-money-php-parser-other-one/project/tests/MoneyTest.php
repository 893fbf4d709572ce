<?php

declare(strict_types=1);

namespace Hinata\Money\Tests;

use Hinata\Money\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testAddAndSubtract(): void
    {
        $a = Money::ofMinor(1250, 'USD');
        $b = Money::ofMinor(375, 'USD');
        self::assertSame(1625, $a->add($b)->minor());
        self::assertSame(875, $a->subtract($b)->minor());
    }

    public function testCurrenciesDoNotMix(): void
    {
        $this->expectException(\DomainException::class);
        Money::ofMinor(100, 'USD')->add(Money::ofMinor(100, 'JPY'));
    }

    public function testMultiplyRoundsHalfUp(): void
    {
        self::assertSame(105, Money::ofMinor(70, 'JPY')->multiply('1.5')->minor());
        self::assertSame(1234, Money::ofMinor(1000, 'USD')->multiply(1.2344)->minor());
    }

    public function testMultiplyWithRoundingMode(): void
    {
        $price = Money::ofMinor(999, 'JPY');
        self::assertSame(79, $price->multiply('0.08', Money::ROUND_DOWN)->minor());
        self::assertSame(80, $price->multiply('0.08', Money::ROUND_UP)->minor());
        self::assertSame(2, Money::ofMinor(5, 'JPY')->multiply('0.5', PHP_ROUND_HALF_EVEN)->minor());
        self::assertSame(-79, $price->multiply('-0.08', Money::ROUND_DOWN)->minor());
    }

    public function testAllocateKeepsEveryUnit(): void
    {
        $shares = Money::ofMinor(100, 'JPY')->allocate([1, 1, 1]);
        self::assertSame([34, 33, 33], array_map(fn (Money $m) => $m->minor(), $shares));
    }

    public function testJson(): void
    {
        self::assertSame('{"amount":1200,"currency":"JPY"}', json_encode(Money::ofMinor(1200, 'JPY')));
    }
}
