<?php

namespace App\Console\Commands;

use App\Models\Rental;
use App\Services\SmsSender;
use Illuminate\Console\Command;

class SendPickupReminders extends Command
{
    protected $signature = 'rentals:pickup-reminders';
    protected $description = 'SMS customers whose pickup is within the reminder window';

    public function handle(SmsSender $sms): int
    {
        $until = now()->addHours(config('rental.pickup_reminder_hours'));
        $rentals = Rental::query()
            ->where('status', 'confirmed')
            ->whereNull('reminded_at')
            ->whereBetween('starts_at', [now(), $until])
            ->get();

        foreach ($rentals as $rental) {
            $when = $rental->starts_at->timezone(config('rental.timezone'))->format('m月d日 H:i');
            $sms->send($rental->customer_phone, "【野营租】您的装备 {$when} 可以取了，订单号 {$rental->order_no}。");
            $rental->forceFill(['reminded_at' => now()])->save();
        }
        $this->info("reminded {$rentals->count()} rentals");

        return self::SUCCESS;
    }
}
