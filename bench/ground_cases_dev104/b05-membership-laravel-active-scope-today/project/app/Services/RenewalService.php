<?php

namespace App\Services;

use App\Models\Subscription;
use Illuminate\Support\Carbon;
use Illuminate\Support\Collection;

class RenewalService
{
    public const REMIND_DAYS = 7;

    /** Whole days until the subscription ends; 0 on the last day, negative after it. */
    public function daysLeft(Subscription $subscription, ?Carbon $today = null): int
    {
        $today = ($today ?? today())->copy()->startOfDay();

        return (int) $today->diffInDays($subscription->ends_on->copy()->startOfDay(), false);
    }

    /** Subscriptions that end within REMIND_DAYS and will not renew by themselves. */
    public function needingReminder(): Collection
    {
        return Subscription::query()
            ->active()
            ->where('auto_renew', false)
            ->get()
            ->filter(fn (Subscription $s) => $this->daysLeft($s) <= self::REMIND_DAYS);
    }

    public function renew(Subscription $subscription, int $months = 1): Subscription
    {
        $subscription->ends_on = $subscription->ends_on->copy()->addMonthsNoOverflow($months);
        $subscription->save();

        return $subscription;
    }
}
