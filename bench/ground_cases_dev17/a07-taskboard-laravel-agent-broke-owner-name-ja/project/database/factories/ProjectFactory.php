<?php

namespace Database\Factories;

use App\Models\Team;
use App\Models\User;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/**
 * @extends Factory<\App\Models\Project>
 */
class ProjectFactory extends Factory
{
    public function definition(): array
    {
        $name = $this->faker->unique()->catchPhrase();

        return [
            'team_id' => Team::factory(),
            'owner_id' => User::factory(),
            'name' => $name,
            'slug' => Str::slug($name),
            'status' => $this->faker->randomElement(['planned', 'active', 'on_hold']),
            'color' => $this->faker->hexColor(),
            'due_on' => $this->faker->optional()->dateTimeBetween('now', '+6 months'),
        ];
    }

    public function archived(): static
    {
        return $this->state(fn () => ['archived_at' => now()->subDays(3)]);
    }

    public function withoutOwner(): static
    {
        return $this->state(fn () => ['owner_id' => null]);
    }
}
