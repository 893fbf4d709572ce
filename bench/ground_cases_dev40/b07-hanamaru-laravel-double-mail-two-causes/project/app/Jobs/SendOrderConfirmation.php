<?php

namespace App\Jobs;

use App\Mail\OrderConfirmed;
use App\Models\Order;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendOrderConfirmation implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public int $timeout = 120;

    public array $backoff = [30, 120];

    public function __construct(public Order $order)
    {
        $this->onQueue('mail');
    }

    public function handle(): void
    {
        $order = $this->order->loadMissing(['customer', 'items.product']);

        Mail::to($order->customer->email)->send(new OrderConfirmed($order));

        $order->forceFill(['confirmation_sent_at' => now()])->saveQuietly();

        Log::info('order confirmation sent', ['order' => $order->number]);
    }
}
