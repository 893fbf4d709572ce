<?php

namespace Tests\Unit;

use App\Models\Student;
use App\Services\TuitionCalculator;
use Carbon\CarbonImmutable;
use Tests\TestCase;

class TuitionCalculatorTest extends TestCase
{
    private function student(string $enrolledOn, bool $sibling = false): Student
    {
        $s = $this->partialMock(Student::class, function ($m) use ($sibling) {
            $m->shouldReceive('hasOlderSiblingEnrolled')->andReturn($sibling);
        });
        $s->course = 'junior_high';
        $s->enrolled_on = CarbonImmutable::parse($enrolledOn);
        return $s;
    }

    public function test_通常月は月謝のみ(): void
    {
        $fee = (new TuitionCalculator)->forMonth($this->student('2025-04-01'), CarbonImmutable::parse('2025-11-01'));
        $this->assertSame(24200, $fee['total']);
    }

    public function test_月初入塾は入会金と教材費がかかる(): void
    {
        $fee = (new TuitionCalculator)->forMonth($this->student('2025-11-01'), CarbonImmutable::parse('2025-11-01'));
        $this->assertSame(24200 + 22000 + 8800, $fee['total']);
    }

    public function test_16日入塾は月謝半額(): void
    {
        $fee = (new TuitionCalculator)->forMonth($this->student('2025-11-16'), CarbonImmutable::parse('2025-11-01'));
        $this->assertSame(12100 + 22000 + 8800, $fee['total']);
    }

    public function test_月末入塾は月謝半額(): void
    {
        $fee = (new TuitionCalculator)->forMonth($this->student('2025-11-20'), CarbonImmutable::parse('2025-11-01'));
        $this->assertSame(12100 + 22000 + 8800, $fee['total']);
    }
}
