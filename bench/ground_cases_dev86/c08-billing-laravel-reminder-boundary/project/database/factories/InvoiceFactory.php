<?php

namespace Database\Factories;

use App\Models\Customer;
use Illuminate\Database\Eloquent\Factories\Factory;

class InvoiceFactory extends Factory
{
    public function definition(): array
    {
        return [
            'customer_id' => Customer::factory(),
            'number' => 'INV-'.$this->faker->unique()->numerify('######'),
            'amount_cents' => $this->faker->numberBetween(1000, 500000),
            'due_at' => now()->addDays(14),
            'paid_at' => null,
            'reminded_at' => null,
        ];
    }

    public function overdueBy(int $days): static
    {
        return $this->state(fn () => ['due_at' => now()->subDays($days)]);
    }

    public function paid(): static
    {
        return $this->state(fn () => ['paid_at' => now()]);
    }
}
