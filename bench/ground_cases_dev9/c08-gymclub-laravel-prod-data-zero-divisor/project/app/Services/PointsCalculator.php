<?php

namespace App\Services;

use App\Models\Payment;
use App\Models\TenantSetting;

class PointsCalculator
{
    private const LEVEL_MULTIPLIER = [
        'silver' => 1.0,
        'gold' => 1.2,
        'platinum' => 1.5,
    ];

    /**
     * 消费积分：每满 yuan_per_point 元积 1 分，再乘会员等级倍率。
     */
    public function forPayment(Payment $payment): int
    {
        $settings = TenantSetting::forTenant($payment->tenant_id);
        if (! $settings->points_enabled) {
            return 0;
        }

        $yuan = $payment->amount_cents / 100;
        $base = floor($yuan / $settings->yuan_per_point);
        $multiplier = self::LEVEL_MULTIPLIER[$payment->member->level] ?? 1.0;

        return (int) floor($base * $multiplier);
    }

    /**
     * 签到积分，固定值。
     */
    public function forCheckIn(int $tenantId): int
    {
        return TenantSetting::forTenant($tenantId)->checkin_points;
    }
}
