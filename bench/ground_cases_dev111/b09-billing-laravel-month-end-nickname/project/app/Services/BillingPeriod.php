<?php

namespace App\Services;

use App\Models\Subscription;
use Carbon\Carbon;

class BillingPeriod
{
    /**
     * 初回課金日。トライアルがあればその翌日、なければ契約日当日。
     */
    public function firstChargeDate(Subscription $sub): Carbon
    {
        return $sub->started_at->copy()->startOfDay()->addDays((int) $sub->trial_days);
    }

    /**
     * 前回課金日から次の課金日を出す。月額なら1か月後、年額なら1年後。
     */
    public function nextChargeDate(Subscription $sub, Carbon $last): Carbon
    {
        if ($sub->plan_interval === 'year') {
            return $last->copy()->addYearNoOverflow();
        }

        return $last->copy()->addMonth();
    }

    /**
     * 現在の課金期間 [start, end) を返す。
     */
    public function currentPeriod(Subscription $sub, Carbon $now): array
    {
        $start = $this->firstChargeDate($sub);
        $next = $this->nextChargeDate($sub, $start);
        while ($next->lte($now)) {
            $start = $next;
            $next = $this->nextChargeDate($sub, $start);
        }

        return [$start, $next];
    }
}
