<?php

namespace App\Observers;

use App\Models\Order;
use Illuminate\Support\Facades\Cache;

/**
 * Revenue reports are cached per merchant (RevenueReportController::show).
 * Any change to a merchant's orders drops that merchant's cached reports.
 */
class OrderObserver
{
    public function saved(Order $order): void
    {
        if ($order->wasChanged(['status', 'amount', 'refunded_amount', 'paid_at', 'currency']) || $order->wasRecentlyCreated) {
            $this->forget($order->merchant_id);
        }
    }

    public function deleted(Order $order): void
    {
        $this->forget($order->merchant_id);
    }

    private function forget(int $merchantId): void
    {
        Cache::tags(["revenue:{$merchantId}"])->flush();
    }
}
