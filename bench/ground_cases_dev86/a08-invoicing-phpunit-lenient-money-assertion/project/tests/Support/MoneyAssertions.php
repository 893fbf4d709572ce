<?php

declare(strict_types=1);

namespace Hollow\Invoicing\Tests\Support;

use PHPUnit\Framework\Assert;

trait MoneyAssertions
{
    /** Amounts are floats in this codebase; compare them as money, not as exact floats. */
    public static function assertMoneyEquals(float $expected, float $actual, string $message = ''): void
    {
        Assert::assertEqualsWithDelta($expected, $actual, 0.1, $message ?: sprintf(
            'Failed asserting that %.2f equals %.2f.',
            $actual,
            $expected,
        ));
    }

    public static function assertMoneyPositive(float $actual): void
    {
        Assert::assertGreaterThan(0.0, $actual, sprintf('Expected a positive amount, got %.2f.', $actual));
    }
}
