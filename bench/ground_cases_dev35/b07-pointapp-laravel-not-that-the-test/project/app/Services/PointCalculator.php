<?php

namespace App\Services;

use App\Models\Campaign;
use Carbon\CarbonImmutable;

class PointCalculator
{
    public function __construct(
        private readonly float $rate,
        private readonly int $maxPerOrder,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            (float) config('points.rate'),
            (int) config('points.max_per_order'),
        );
    }

    /**
     * 購入金額(税抜・円)に対して付与するポイント。1ポイント未満は切り捨て。
     */
    public function pointsFor(int $amount, ?Campaign $campaign = null, ?CarbonImmutable $at = null): int
    {
        if ($amount <= 0) {
            return 0;
        }

        $multiplier = 1;
        if ($campaign !== null && $campaign->isActiveAt($at ?? CarbonImmutable::now())) {
            $multiplier = $campaign->multiplier;
        }

        $points = (int) floor($amount * $this->rate * $multiplier);

        return min($points, $this->maxPerOrder);
    }
}
