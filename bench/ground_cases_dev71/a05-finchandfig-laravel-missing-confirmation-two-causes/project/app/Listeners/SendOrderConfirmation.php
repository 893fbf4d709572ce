<?php

namespace App\Listeners;

use App\Events\OrderPlaced;
use App\Mail\OrderConfirmation;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Support\Facades\Mail;

class SendOrderConfirmation implements ShouldQueue
{
    public string $queue = 'mail';

    public int $tries = 3;

    public function handle(OrderPlaced $event): void
    {
        $order = $event->order->load('lines', 'customer');

        Mail::to($order->customer?->email)->send(new OrderConfirmation($order));
    }
}
