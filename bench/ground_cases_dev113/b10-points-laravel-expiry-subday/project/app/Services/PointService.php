<?php

namespace App\Services;

use App\Models\Order;
use App\Models\PointLedger;
use App\Models\User;
use Illuminate\Support\Facades\DB;

class PointService
{
    /** 何円で1ポイントか */
    public const YEN_PER_POINT = 100;

    /** ランクごとのポイント倍率 */
    public const MULTIPLIERS = [
        RankService::GOLD => 1.5,
    ];

    public function __construct(private RankService $ranks)
    {
    }

    public function pointsFor(User $user, int $amount): int
    {
        if ($amount <= 0) {
            return 0;
        }
        $base = intdiv($amount, self::YEN_PER_POINT);
        $multiplier = self::MULTIPLIERS[$this->ranks->rankOf($user)] ?? 1.0;
        return (int) floor($base * $multiplier);
    }

    public function earn(User $user, Order $order): int
    {
        $points = $this->pointsFor($user, $order->total);
        if ($points === 0) {
            return 0;
        }
        DB::transaction(function () use ($user, $order, $points) {
            PointLedger::create([
                'user_id' => $user->id,
                'order_id' => $order->id,
                'delta' => $points,
                'reason' => 'purchase',
            ]);
            $user->increment('points', $points);
            $user->forceFill(['last_purchased_at' => $order->created_at])->save();
        });
        return $points;
    }
}
