<?php

namespace Database\Factories;

use App\Models\Plan;
use App\Models\Subscription;
use App\Models\Team;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/**
 * @extends Factory<Subscription>
 */
class SubscriptionFactory extends Factory
{
    public function definition(): array
    {
        return [
            'team_id' => Team::factory(),
            'plan_id' => Plan::factory(),
            'status' => Subscription::STATUS_ACTIVE,
            'stripe_id' => 'sub_'.Str::random(14),
            'trial_ends_at' => null,
            'ends_at' => null,
            'cancelled_at' => null,
        ];
    }

    public function trialing(): static
    {
        return $this->state(fn () => [
            'status' => Subscription::STATUS_TRIALING,
            'trial_ends_at' => now()->addDays(14),
        ]);
    }

    public function cancelled(): static
    {
        return $this->state(fn () => [
            'cancelled_at' => now()->subDay(),
            'ends_at' => now()->addDays(20),
        ]);
    }

    public function ended(): static
    {
        return $this->state(fn () => [
            'status' => Subscription::STATUS_CANCELLED,
            'cancelled_at' => now()->subMonths(2),
            'ends_at' => now()->subMonth(),
        ]);
    }
}
