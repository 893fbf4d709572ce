<?php

namespace App\Services;

use App\Models\User;
use Carbon\CarbonImmutable;

class RankService
{
    public const REGULAR = 'regular';
    public const SILVER = 'silver';
    public const GOLD = 'gold';

    /**
     * 直近12ヶ月の購入額でランクを決める
     */
    public function rankOf(User $user, ?CarbonImmutable $now = null): string
    {
        $now ??= CarbonImmutable::now();
        $spent = (int) $user->orders()
            ->where('created_at', '>=', $now->subMonths(12))
            ->sum('total');

        $thresholds = config('points.rank_thresholds');

        if ($spent >= $thresholds['gold']) {
            return self::GOLD;
        }
        if ($spent >= $thresholds['silver']) {
            return self::SILVER;
        }
        return self::REGULAR;
    }

    public function label(string $rank): string
    {
        return match ($rank) {
            self::GOLD => 'ゴールド',
            self::SILVER => 'シルバー',
            default => 'レギュラー',
        };
    }
}
