<?php

namespace Database\Factories;

use App\Models\Customer;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * @extends Factory<Customer>
 */
class CustomerFactory extends Factory
{
    protected $model = Customer::class;

    public function definition(): array
    {
        return [
            'name' => $this->faker->company(),
            'contact_name' => $this->faker->name(),
            'phone' => '1'.$this->faker->numerify('##########'),
            'province' => $this->faker->randomElement(['浙江省', '上海市', '广东省', '四川省', '北京']),
            'city' => $this->faker->city(),
            'region' => null,
            'owner_id' => null,
            'level' => $this->faker->randomElement(['A', 'B', 'C']),
        ];
    }

    public function withoutProvince(): static
    {
        return $this->state(fn () => ['province' => null]);
    }
}
