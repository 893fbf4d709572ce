<?php

declare(strict_types=1);

namespace Kestrel\Money\Tests;

use Kestrel\Money\Money;
use Kestrel\Money\MoneyException;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testAddsSameCurrency(): void
    {
        $sum = Money::of(150, 'EUR')->add(Money::of(275, 'EUR'));
        self::assertSame(425, $sum->amount());
    }

    public function testRejectsMixedCurrencies(): void
    {
        $this->expectException(MoneyException::class);
        Money::of(1, 'EUR')->add(Money::of(1, 'USD'));
    }

    public function testMultiplyRoundsHalfUp(): void
    {
        self::assertSame(3, Money::of(5, 'EUR')->multiply(0.5)->amount());
        self::assertSame(-3, Money::of(-5, 'EUR')->multiply(0.5)->amount());
    }

    public function testAllocateGivesRemainderToFirstParts(): void
    {
        $parts = Money::of(100, 'EUR')->allocate([1, 1, 1]);
        self::assertSame([34, 33, 33], array_map(fn (Money $m) => $m->amount(), $parts));
    }

    public function testAllocateByWeight(): void
    {
        $parts = Money::of(5, 'EUR')->allocate([3, 7]);
        self::assertSame([2, 3], array_map(fn (Money $m) => $m->amount(), $parts));
    }

    public function testAllocateNegative(): void
    {
        $parts = Money::of(-100, 'EUR')->allocate([1, 1, 1]);
        self::assertSame([-34, -33, -33], array_map(fn (Money $m) => $m->amount(), $parts));
    }

    public function testAllocateRejectsEmptyRatios(): void
    {
        $this->expectException(MoneyException::class);
        Money::of(100, 'EUR')->allocate([]);
    }

    public function testIsImmutable(): void
    {
        $a = Money::of(100, 'EUR');
        $a->add(Money::of(1, 'EUR'));
        self::assertSame(100, $a->amount());
    }
}
