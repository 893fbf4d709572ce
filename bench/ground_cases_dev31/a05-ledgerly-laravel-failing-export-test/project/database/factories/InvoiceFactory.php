<?php

namespace Database\Factories;

use App\Models\Customer;
use App\Models\Team;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * @extends Factory<\App\Models\Invoice>
 */
class InvoiceFactory extends Factory
{
    public function definition(): array
    {
        $issued = fake()->dateTimeBetween('-3 months', '-1 week');

        return [
            'team_id' => Team::factory(),
            'customer_id' => Customer::factory(),
            'number' => 'INV-'.fake()->unique()->numerify('#####'),
            'status' => 'open',
            'issued_at' => $issued,
            'due_at' => (clone $issued)->modify('+14 days'),
            'paid_at' => null,
        ];
    }

    public function paid(): static
    {
        return $this->state(fn (array $attributes) => [
            'status' => 'paid',
            'paid_at' => (clone $attributes['issued_at'])->modify('+5 days'),
        ]);
    }

    public function draft(): static
    {
        return $this->state(fn () => ['status' => 'draft', 'issued_at' => null, 'due_at' => null]);
    }
}
