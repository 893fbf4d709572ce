<?php

namespace Database\Factories;

use App\Models\Room;
use App\Models\User;
use Illuminate\Database\Eloquent\Factories\Factory;

class BookingFactory extends Factory
{
    public function definition(): array
    {
        $start = now()->addDays(2)->setTime(10, 0);

        return [
            'user_id' => User::factory(),
            'room_id' => Room::factory(),
            'start_at' => $start,
            'end_at' => $start->copy()->addHour(),
            'note' => null,
        ];
    }
}
