<?php

namespace App\Observers;

use App\Mail\OrderConfirmed;
use App\Models\Order;
use App\Services\PointsService;
use Illuminate\Support\Facades\Mail;

class OrderObserver
{
    public function __construct(private PointsService $points)
    {
    }

    public function created(Order $order): void
    {
        // 下单时不发积分，等支付
    }

    public function updated(Order $order): void
    {
        if ($order->wasChanged('status') && $order->status !== Order::STATUS_PENDING) {
            $this->points->award($order);
        }

        if ($order->wasChanged('status') && $order->status === Order::STATUS_PAID) {
            Mail::to($order->user)->queue(new OrderConfirmed($order));
        }
    }
}
