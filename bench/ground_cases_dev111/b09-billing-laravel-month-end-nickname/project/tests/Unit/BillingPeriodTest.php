<?php

namespace Tests\Unit;

use App\Models\Subscription;
use App\Services\BillingPeriod;
use Carbon\Carbon;
use PHPUnit\Framework\TestCase;

class BillingPeriodTest extends TestCase
{
    private function sub(string $start, string $interval = 'month'): Subscription
    {
        $sub = new Subscription();
        $sub->started_at = Carbon::parse($start);
        $sub->plan_interval = $interval;

        return $sub;
    }

    public function test_next_charge_is_one_month_later(): void
    {
        $next = (new BillingPeriod())->nextChargeDate($this->sub('2025-04-10'), Carbon::parse('2025-04-10'));
        $this->assertSame('2025-05-10', $next->toDateString());
    }

    public function test_first_charge_after_trial(): void
    {
        $sub = $this->sub('2025-04-10');
        $sub->trial_days = 14;
        $this->assertSame('2025-04-24', (new BillingPeriod())->firstChargeDate($sub)->toDateString());
    }

    public function test_first_charge_without_trial_is_start_date(): void
    {
        $sub = $this->sub('2025-04-10');
        $sub->trial_days = 0;
        $this->assertSame('2025-04-10', (new BillingPeriod())->firstChargeDate($sub)->toDateString());
    }

    public function test_yearly_plan(): void
    {
        $next = (new BillingPeriod())->nextChargeDate($this->sub('2024-02-29', 'year'), Carbon::parse('2024-02-29'));
        $this->assertSame('2025-02-28', $next->toDateString());
    }
}
