<?php

namespace Tests\Unit;

use App\Services\NumberSequence;
use PHPUnit\Framework\TestCase;

class NumberSequenceTest extends TestCase
{
    public function test_formats_with_year_and_padding(): void
    {
        $seq = new NumberSequence();
        $this->assertSame('INV-2025-00007', $seq->format(2025, 7));
    }

    public function test_parse_round_trips(): void
    {
        $seq = new NumberSequence();
        $this->assertSame([2025, 42], $seq->parse('INV-2025-042'));
    }

    public function test_large_numbers_are_not_cut(): void
    {
        $seq = new NumberSequence();
        $this->assertSame('INV-2025-01234', $seq->format(2025, 1234));
    }

    public function test_parse_ignores_leading_zeros(): void
    {
        $seq = new NumberSequence();
        $this->assertSame([2026, 1], $seq->parse('INV-2026-001'));
    }
}
