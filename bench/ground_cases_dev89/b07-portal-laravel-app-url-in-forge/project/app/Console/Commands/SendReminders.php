<?php

namespace App\Console\Commands;

use App\Models\Reservation;
use App\Notifications\ReservationReminder;
use Illuminate\Console\Command;

class SendReminders extends Command
{
    protected $signature = 'reminders:send';
    protected $description = '翌日の予約のリマインドメールを送る';

    public function handle(): int
    {
        $tomorrow = now()->addDay();
        $reservations = Reservation::with('patient')
            ->whereDate('starts_at', $tomorrow->toDateString())
            ->get();

        foreach ($reservations as $reservation) {
            $reservation->patient->notify(new ReservationReminder($reservation));
        }
        $this->info(count($reservations) . ' reminders sent');

        return self::SUCCESS;
    }
}
