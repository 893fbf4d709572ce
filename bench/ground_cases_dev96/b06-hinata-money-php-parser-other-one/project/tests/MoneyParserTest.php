<?php

declare(strict_types=1);

namespace Hinata\Money\Tests;

use Hinata\Money\Currency;
use Hinata\Money\Money;
use Hinata\Money\MoneyFormatter;
use Hinata\Money\MoneyParser;
use PHPUnit\Framework\TestCase;

final class MoneyParserTest extends TestCase
{
    public function testSymbols(): void
    {
        $parser = new MoneyParser();
        self::assertSame(1200, $parser->parse('¥1200')->minor());
        self::assertSame(1250, $parser->parse('$12.50')->minor());
    }

    public function testCodesAndEuropeanDecimals(): void
    {
        $parser = new MoneyParser();
        self::assertSame('USD', $parser->parse('12.50 USD')->currency()->code());
        self::assertSame(123456, $parser->parse('1.234,56 EUR')->minor());
    }

    public function testThousandsSeparator(): void
    {
        $parser = new MoneyParser();
        self::assertSame(1200, $parser->parse('¥1,200')->minor());
        self::assertSame(123456700, $parser->parse('$1,234,567')->minor());
        self::assertSame(1250, $parser->parse('12,50 EUR')->minor());
    }

    public function testThreeDigitCurrencies(): void
    {
        self::assertSame(12345, (new MoneyParser())->parse('12.345 KWD')->minor());
        self::assertSame('12.345 BHD', (new MoneyFormatter())->format(Money::ofMinor(12345, 'BHD')));
    }

    public function testDefaultCurrency(): void
    {
        self::assertSame(-500, (new MoneyParser(Currency::of('JPY')))->parse('-500')->minor());
    }

    public function testTooManyDecimals(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new MoneyParser())->parse('¥12.5');
    }

    public function testFormatterRoundTrip(): void
    {
        $money = (new MoneyParser())->parse('$1234.05');
        self::assertSame('$1,234.05', (new MoneyFormatter())->format($money));
    }
}
