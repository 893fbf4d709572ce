<?php

declare(strict_types=1);

namespace Kestrel\Money\Tests;

use Kestrel\Money\Formatter;
use Kestrel\Money\Money;
use PHPUnit\Framework\TestCase;

final class FormatterTest extends TestCase
{
    public function testFormatsDollars(): void
    {
        self::assertSame('$1,234.50', (new Formatter())->format(Money::of(123450, 'USD')));
    }

    public function testNegativeSignGoesFirst(): void
    {
        self::assertSame('-€12.00', (new Formatter())->format(Money::of(-1200, 'EUR')));
    }

    public function testGermanStyle(): void
    {
        $f = new Formatter(',', '.', false);
        self::assertSame('1.234,50 €', $f->format(Money::of(123450, 'EUR')));
    }

    public function testPlainUsesMinorUnits(): void
    {
        self::assertSame('1500 JPY', (new Formatter())->formatPlain(Money::of(1500, 'JPY')));
        self::assertSame('1.250 KWD', (new Formatter())->formatPlain(Money::of(1250, 'KWD')));
    }
}
