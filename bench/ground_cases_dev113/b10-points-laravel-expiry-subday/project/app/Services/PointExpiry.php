<?php

namespace App\Services;

use App\Models\PointLedger;
use App\Models\User;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

class PointExpiry
{
    public const VALID_YEARS = 1;

    /**
     * ポイントの有効期限。最終購入日から1年後の同じ日の終わりまで有効。
     */
    public function expiresAt(CarbonImmutable $lastPurchasedAt): CarbonImmutable
    {
        return $lastPurchasedAt
            ->addYears(self::VALID_YEARS)
            ->subDay()
            ->endOfDay();
    }

    public function isExpired(User $user, CarbonImmutable $now): bool
    {
        if ($user->last_purchased_at === null || $user->points === 0) {
            return false;
        }
        return $now->greaterThan($this->expiresAt(CarbonImmutable::parse($user->last_purchased_at)));
    }

    /** 毎日 0:05 に points:expire から呼ばれる */
    public function expireAll(CarbonImmutable $now): int
    {
        $count = 0;
        User::query()
            ->where('points', '>', 0)
            ->whereNotNull('last_purchased_at')
            ->chunkById(500, function ($users) use ($now, &$count) {
                foreach ($users as $user) {
                    if (! $this->isExpired($user, $now)) {
                        continue;
                    }
                    DB::transaction(function () use ($user) {
                        PointLedger::create([
                            'user_id' => $user->id,
                            'delta' => -$user->points,
                            'reason' => 'expired',
                        ]);
                        $user->forceFill(['points' => 0])->save();
                    });
                    $count++;
                }
            });
        return $count;
    }
}
