<?php

namespace Tests\Unit;

use App\Services\TaxCalculator;
use PHPUnit\Framework\TestCase;

class TaxCalculatorTest extends TestCase
{
    public function test_tax_included_rounds_down(): void
    {
        $calc = new TaxCalculator();

        $this->assertSame(1100, $calc->taxIncluded(1000, 10));
        $this->assertSame(1078, $calc->taxIncluded(999, 8));
    }
}
