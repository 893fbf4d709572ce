<?php

namespace App\Jobs;

use App\Models\Order;
use App\Services\Shipping\ShippingFeeCalculator;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;

/**
 * 出荷前に配送先が変更されたとき、送料を再計算する (2025-11-04 リリースの配送先変更機能)。
 */
class RecalculateShippingFee implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public function __construct(public int $orderId)
    {
    }

    public function handle(ShippingFeeCalculator $fees): void
    {
        $order = Order::with('address')->findOrFail($this->orderId);
        if ($order->shipped_at !== null) {
            return;
        }

        $fee = $fees->calculate($order->address->postal_code, $order->subtotal);
        $order->shipping_fee = $order->shipping_fee + $fee['surcharge'];
        $order->shipping_breakdown = $fee;
        $order->save();
    }
}
