<?php

namespace Tests\Unit;

use App\Support\Money;
use PHPUnit\Framework\TestCase;

class MoneyTest extends TestCase
{
    public function test_formats_with_symbol(): void
    {
        $this->assertSame('¥1,234.50', Money::format(123450, 'CNY'));
    }

    public function test_formats_negative_amounts(): void
    {
        $this->assertSame('-€5.00', Money::format(-500, 'EUR'));
    }

    public function test_unknown_currency_uses_code(): void
    {
        $this->assertSame('GBP 12.00', Money::format(1200, 'GBP'));
    }

    public function test_from_decimal(): void
    {
        $this->assertSame(1999, Money::fromDecimal('19.99'));
        $this->assertSame(1999, Money::fromDecimal('19,99'));
    }
}
