<?php

namespace Tests\Unit;

use App\Services\ProductUpserter;
use InvalidArgumentException;
use Tests\TestCase;

class ProductUpserterTest extends TestCase
{
    private ProductUpserter $upserter;

    protected function setUp(): void
    {
        parent::setUp();
        $this->upserter = new ProductUpserter();
    }

    public function test_jan_code_is_trimmed(): void
    {
        $this->assertSame('4901234567894', $this->upserter->normalizeJan(' 4901234567894 '));
    }

    public function test_jan_code_keeps_leading_zero(): void
    {
        $this->assertSame('0123456789012', $this->upserter->normalizeJan('0123456789012'));
    }

    public function test_short_jan_is_allowed(): void
    {
        $this->assertSame('49012347', $this->upserter->normalizeJan('49012347'));
    }

    public function test_invalid_jan_is_rejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->upserter->normalizeJan('ABC');
    }
}
