<?php

namespace App\Listeners;

use App\Events\OrderShipped;
use App\Mail\ShipmentMail;
use Illuminate\Support\Facades\Mail;

class SendShipmentNotification
{
    public function handle(OrderShipped $event): void
    {
        $order = $event->order;

        Mail::to($order->customer_email)->send(new ShipmentMail($order));

        logger()->info('shipment mail sent', [
            'order_id' => $order->id,
            'tracking' => $order->tracking_number,
        ]);
    }
}
