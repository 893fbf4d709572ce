<?php

namespace App\Services;

use App\Models\Order;
use App\Models\Shipment;
use Illuminate\Support\Facades\DB;

class OrderService
{
    public function __construct(private readonly InventoryClient $inventory)
    {
    }

    public function ship(Order $order, string $trackingNo): Order
    {
        return DB::transaction(function () use ($order, $trackingNo) {
            $order->status = 'shipped';
            $order->save();

            // Calls the warehouse API; ~1-3 s under load.
            $this->inventory->confirmPick($order->warehouse_id, $order->lines);

            Shipment::create([
                'order_id' => $order->id,
                'tracking_no' => $trackingNo,
            ]);

            return $order;
        });
    }

    public function cancel(Order $order, string $reason): void
    {
        DB::transaction(function () use ($order, $reason) {
            $order->status = 'cancelled';
            $order->cancel_reason = $reason;
            $order->save();
            $this->inventory->release($order->warehouse_id, $order->lines);
        });
    }
}
