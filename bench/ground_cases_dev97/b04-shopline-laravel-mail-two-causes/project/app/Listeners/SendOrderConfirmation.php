<?php

namespace App\Listeners;

use App\Events\OrderPlaced;
use App\Models\Order;
use App\Services\OrderMailer;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Support\Facades\Log;
use Throwable;

class SendOrderConfirmation implements ShouldQueue
{
    public string $queue = 'mail';

    public int $tries = 1;

    public function __construct(private OrderMailer $mailer)
    {
    }

    public function handle(OrderPlaced $event): void
    {
        $order = Order::with('customer', 'items.product')->findOrFail($event->orderId);

        $this->mailer->sendConfirmation($order);
    }

    public function failed(OrderPlaced $event, Throwable $e): void
    {
        Log::channel('daily')->debug('order confirmation not sent', [
            'order_id' => $event->orderId,
            'error' => $e->getMessage(),
        ]);
    }
}
