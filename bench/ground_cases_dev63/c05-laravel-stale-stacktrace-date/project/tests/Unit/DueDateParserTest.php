<?php

namespace Tests\Unit;

use App\Services\Loan\DueDateParser;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class DueDateParserTest extends TestCase
{
    public function test_parses_iso_date(): void
    {
        $d = (new DueDateParser())->parseDueDate('2024-02-29');
        $this->assertSame('2024-02-29', $d->toDateString());
    }

    public function test_empty_paid_date_is_null(): void
    {
        $this->assertNull((new DueDateParser())->parsePaidDate(' '));
    }

    public function test_overdue(): void
    {
        $p = new DueDateParser();
        $due = CarbonImmutable::parse('2024-03-10');
        $this->assertTrue($p->isOverdue($due, null, CarbonImmutable::parse('2024-03-11')));
        $this->assertFalse($p->isOverdue($due, CarbonImmutable::parse('2024-03-10'), CarbonImmutable::parse('2024-03-11')));
    }

    public function test_empty_due_date_throws(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new DueDateParser())->parseDueDate('');
    }
}
