<?php

namespace Tests\Unit;

use App\Services\Loan\InterestCalculator;
use App\Services\Loan\RepaymentSchedule;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\TestCase;

class RepaymentScheduleTest extends TestCase
{
    private function schedule(): RepaymentSchedule
    {
        return new RepaymentSchedule(new InterestCalculator());
    }

    public function test_twelve_terms_sum_to_principal(): void
    {
        $rows = $this->schedule()->build(CarbonImmutable::parse('2024-03-15'), 12, '12000.00', '0.005');
        $this->assertCount(12, $rows);
        $sum = array_reduce($rows, fn ($c, $r) => bcadd($c, $r['principal'], 2), '0');
        $this->assertSame('12000.00', $sum);
    }

    public function test_due_dates_keep_the_day(): void
    {
        $rows = $this->schedule()->build(CarbonImmutable::parse('2024-03-15'), 3, '3000.00', '0.005');
        $this->assertSame(['2024-04-15', '2024-05-15', '2024-06-15'], array_column($rows, 'due_date'));
    }

    public function test_month_end_loan_does_not_skip_february(): void
    {
        $rows = $this->schedule()->build(CarbonImmutable::parse('2024-01-31'), 3, '3000.00', '0.005');
        $this->assertSame(['2024-02-29', '2024-03-31', '2024-04-30'], array_column($rows, 'due_date'));
    }

    public function test_last_term_clears_remaining(): void
    {
        $rows = $this->schedule()->build(CarbonImmutable::parse('2024-03-15'), 6, '1000.00', '0.01');
        $this->assertSame('6', (string) end($rows)['term']);
    }
}
