<?php

namespace Tests\Unit;

use App\Support\Money;
use PHPUnit\Framework\TestCase;

class MoneyTest extends TestCase
{
    public function test_net_rounds_down(): void
    {
        $this->assertSame(909, Money::net(1000));
    }

    public function test_change_with_no_previous(): void
    {
        $this->assertSame('—', Money::change(100, 0));
    }

    public function test_change_positive(): void
    {
        $this->assertSame('+25.0%', Money::change(125, 100));
    }
}
