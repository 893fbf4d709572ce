<?php

namespace App\Observers;

use App\Http\Controllers\DashboardController;
use App\Models\Order;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;

class OrderObserver
{
    public function created(Order $order): void
    {
        $this->invalidate($order, 'created');
    }

    public function updated(Order $order): void
    {
        if ($order->wasChanged('status')) {
            $this->invalidate($order, 'status '.$order->getOriginal('status').' -> '.$order->status);
        }
    }

    public function deleted(Order $order): void
    {
        $this->invalidate($order, 'deleted');
    }

    private function invalidate(Order $order, string $why): void
    {
        Cache::forget(DashboardController::PENDING_KEY);
        Cache::forget('dashboard.today');
        Log::debug("dashboard cache cleared for order {$order->id}: {$why}");
    }
}
