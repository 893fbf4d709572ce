<?php

namespace App\Jobs;

use App\Events\OrderShipped;
use App\Models\Order;
use App\Services\CarrierClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class ShipOrder implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public function __construct(public Order $order)
    {
    }

    public function handle(CarrierClient $carrier): void
    {
        $label = $carrier->createLabel($this->order);
        $this->order->update(['tracking_number' => $label->trackingNumber]);

        OrderShipped::dispatch($this->order);

        $carrier->schedulePickup($this->order, $label);
        $this->order->update(['status' => 'shipped']);
    }
}
