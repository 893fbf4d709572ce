<?php

namespace App\Services;

use App\Models\Member;
use Illuminate\Support\Carbon;
use InvalidArgumentException;

class MembershipService
{
    public const MONTHLY_PRICE = 3000; // fen

    public function priceFor(string $level, string $plan = 'monthly'): int
    {
        $monthly = match ($level) {
            'gold' => self::MONTHLY_PRICE,
            'platinum' => self::MONTHLY_PRICE * 2,
            default => throw new InvalidArgumentException("unknown level {$level}"),
        };

        return $plan === 'yearly' ? $monthly * 10 : $monthly;
    }

    public const PLANS = ['monthly', 'yearly'];

    /**
     * Extend the membership by one plan period. An active membership is extended
     * from its current expiry, a lapsed one from now.
     */
    public function renew(Member $member, string $plan = 'monthly'): Member
    {
        if (! in_array($plan, self::PLANS, true)) {
            throw new InvalidArgumentException("unknown plan {$plan}");
        }
        $base = $member->isActive() ? $member->expires_at : Carbon::now();
        $member->expires_at = $plan === 'yearly' ? $base->copy()->addYear() : $base->copy()->addMonth();
        $member->save();

        return $member;
    }

    public function downgrade(Member $member): Member
    {
        $member->level = 'gold';
        $member->save();

        return $member;
    }
}
