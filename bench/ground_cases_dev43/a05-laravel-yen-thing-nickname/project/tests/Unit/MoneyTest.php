<?php

namespace Tests\Unit;

use App\Support\Money;
use Tests\TestCase;

class MoneyTest extends TestCase
{
    public function test_formats_dollars(): void
    {
        $this->assertSame('$1,250.00', Money::fromMinor(125000, 'USD')->format('en'));
    }

    public function test_formats_euros_for_german_locale(): void
    {
        $this->assertSame("1.250,00\u{00A0}€", Money::fromMinor(125000, 'EUR')->format('de'));
    }

    public function test_adds_same_currency(): void
    {
        $sum = Money::fromMinor(100, 'EUR')->plus(Money::fromMinor(250, 'EUR'));
        $this->assertSame(350, $sum->minor);
    }

    public function test_rejects_currency_mismatch(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Money::fromMinor(100, 'EUR')->plus(Money::fromMinor(100, 'USD'));
    }
}
