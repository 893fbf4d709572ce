<?php

namespace Tests\Unit;

use App\Support\Money;
use PHPUnit\Framework\TestCase;

class MoneyTest extends TestCase
{
    public function test_formats_euros(): void
    {
        $this->assertSame('€12.50', Money::format(1250, 'EUR'));
    }

    public function test_formats_zero(): void
    {
        $this->assertSame('€0.00', Money::format(0, 'EUR'));
    }

    public function test_rejects_unknown_currency(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Money::format(100, 'XYZ');
    }
}
