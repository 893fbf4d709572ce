<?php

namespace Tests\Unit;

use App\Services\TaxCalculator;
use PHPUnit\Framework\TestCase;

class TaxCalculatorTest extends TestCase
{
    public function test_standard_rate(): void
    {
        $this->assertSame(128, (new TaxCalculator())->taxFor(1280, 10));
    }

    public function test_reduced_rate_rounds(): void
    {
        // 1,099 * 8% = 87.92
        $this->assertSame(88, (new TaxCalculator())->taxFor(1099, 8));
    }

    public function test_by_rate_groups_lines(): void
    {
        $rows = (new TaxCalculator())->byRate([
            ['price' => 1099, 'qty' => 1, 'rate' => 8],
            ['price' => 398, 'qty' => 2, 'rate' => 8],
            ['price' => 1280, 'qty' => 1, 'rate' => 10],
        ]);
        $this->assertSame(['base' => 1280, 'tax' => 128], $rows[10]);
        $this->assertSame(['base' => 1895, 'tax' => 152], $rows[8]);
    }
}
