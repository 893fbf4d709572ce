<?php

namespace Tests\Unit;

use App\Services\TaxCalculator;
use PHPUnit\Framework\TestCase;

class TaxCalculatorTest extends TestCase
{
    private function calc(): TaxCalculator
    {
        return new TaxCalculator(['rate' => 0.10, 'reduced_rate' => 0.08, 'rounding' => 'floor']);
    }

    public function test_standard_rate_on_round_number(): void
    {
        $this->assertSame(100, $this->calc()->taxFor(1000));
    }

    public function test_standard_rate_truncates_fraction(): void
    {
        $this->assertSame(109, $this->calc()->taxFor(1099));
    }

    public function test_reduced_rate_truncates_fraction(): void
    {
        $this->assertSame(87, $this->calc()->reducedTaxFor(1099));
    }

    public function test_summarize_splits_by_rate(): void
    {
        $result = $this->calc()->summarize([
            ['amount' => 1000, 'reduced' => false],
            ['amount' => 540, 'reduced' => true],
        ]);
        $this->assertSame(['standard' => 100, 'reduced' => 43, 'total_tax' => 143], $result);
    }
}
