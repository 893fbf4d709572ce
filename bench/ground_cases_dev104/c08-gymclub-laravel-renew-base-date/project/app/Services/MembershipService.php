<?php

namespace App\Services;

use App\Models\Membership;
use App\Models\User;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use InvalidArgumentException;

class MembershipService
{
    public function start(User $user, string $plan): Membership
    {
        $months = $this->monthsFor($plan);
        $now = Carbon::now();

        return Membership::create([
            'user_id' => $user->id,
            'plan' => $plan,
            'status' => 'active',
            'starts_at' => $now,
            'expires_at' => $now->copy()->addMonthsNoOverflow($months),
        ]);
    }

    public function renew(Membership $membership, string $plan): Membership
    {
        $months = $this->monthsFor($plan);

        return DB::transaction(function () use ($membership, $plan, $months) {
            $base = Carbon::now();
            $membership->plan = $plan;
            $membership->status = 'active';
            $membership->expires_at = $base->copy()->addMonthsNoOverflow($months);
            $membership->save();

            return $membership;
        });
    }

    public function cancel(Membership $membership): void
    {
        $membership->status = 'cancelled';
        $membership->save();
    }

    private function monthsFor(string $plan): int
    {
        if (! array_key_exists($plan, Membership::PLANS)) {
            throw new InvalidArgumentException("unknown plan {$plan}");
        }

        return Membership::PLANS[$plan];
    }
}
