<?php

namespace App\Services;

use App\Models\Order;
use App\Models\PointsLedger;
use InvalidArgumentException;

class PointsService
{
    public function pointsFor(Order $order): int
    {
        return (int) floor((float) $order->amount * config('points.earn_per_yuan'));
    }

    public function award(Order $order): PointsLedger
    {
        return PointsLedger::create([
            'user_id' => $order->user_id,
            'order_id' => $order->id,
            'delta' => $this->pointsFor($order),
            'reason' => 'order_paid',
            'expires_at' => now()->addDays((int) config('points.ttl_days')),
        ]);
    }

    public function redeem(int $userId, int $points, float $orderAmount): float
    {
        if ($points <= 0) {
            return 0.0;
        }
        if ($points > PointsLedger::balanceFor($userId)) {
            throw new InvalidArgumentException('积分不足');
        }
        $money = $points / config('points.redeem_rate');
        $cap = $orderAmount * config('points.max_redeem_ratio');

        return round(min($money, $cap), 2);
    }
}
