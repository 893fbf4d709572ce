<?php

namespace App\Console\Commands;

use App\Mail\ReservationReminder;
use App\Models\Reservation;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Mail;

class SendReservationReminders extends Command
{
    protected $signature = 'reservations:remind {--dry-run : 送信せずに対象だけ表示する}';

    protected $description = '翌日の予約にリマインドメールを送る';

    public function handle(): int
    {
        $tomorrow = now('Asia/Tokyo')->addDay();

        $reservations = Reservation::query()
            ->with('menu')
            ->where('status', Reservation::STATUS_CONFIRMED)
            ->whereBetween('starts_at', [$tomorrow->copy()->startOfDay(), $tomorrow->copy()->endOfDay()])
            ->orderBy('starts_at')
            ->get();

        foreach ($reservations as $reservation) {
            $this->line(sprintf('#%d %s %s', $reservation->id, $reservation->starts_at->format('H:i'), $reservation->email));
            if (! $this->option('dry-run')) {
                Mail::to($reservation->email)->queue(new ReservationReminder($reservation));
            }
        }

        $this->info(sprintf('%d 件%s', $reservations->count(), $this->option('dry-run') ? ' (dry-run)' : ' 送信キューに登録'));

        return self::SUCCESS;
    }
}
