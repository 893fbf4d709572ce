<?php

namespace App\Services;

use App\Models\Reservation;
use App\Payments\PaymentGateway;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Log;

class NoShowFeeService
{
    public function __construct(private PaymentGateway $gateway)
    {
    }

    /**
     * 来店予定を過ぎても来店記録がない予約に無断キャンセル料を請求する。
     * スケジューラから15分ごとに呼ばれる。
     */
    public function chargeOverdue(CarbonImmutable $now): int
    {
        $limit = $now->subMinutes(config('booking.no_show_after_minutes'));

        $overdue = Reservation::query()
            ->with(['menu', 'customer'])
            ->where('status', Reservation::STATUS_CONFIRMED)
            ->where('starts_at', '<', $limit)
            ->get();

        $charged = 0;
        foreach ($overdue as $reservation) {
            $fee = (int) round($reservation->menu->price * config('booking.no_show_fee_rate'));
            try {
                $this->gateway->charge($reservation->customer->payment_token, $fee, "no-show #{$reservation->id}");
            } catch (\Throwable $e) {
                Log::warning('no-show charge failed', ['reservation' => $reservation->id, 'error' => $e->getMessage()]);
                continue;
            }
            $reservation->update(['status' => Reservation::STATUS_NO_SHOW]);
            $charged++;
        }

        return $charged;
    }
}
