<?php

declare(strict_types=1);

namespace Shop\Tests;

use PHPUnit\Framework\TestCase;
use Shop\Support\Money;

final class MoneyTest extends TestCase
{
    public function testDutchFormatting(): void
    {
        self::assertSame('€ 1.234,50', Money::format(123450));
        self::assertSame('€ 0,95', Money::format(95));
    }

    public function testEnglishFormatting(): void
    {
        self::assertSame('€ 1,234.50', Money::format(123450, 'en_GB'));
    }

    public function testNegative(): void
    {
        self::assertSame('-€ 3,00', Money::format(-300));
    }

    public function testParse(): void
    {
        self::assertSame(123450, Money::parse('€ 1.234,50'));
        self::assertSame(95, Money::parse('0,95'));
    }
}
