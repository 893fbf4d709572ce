<?php

namespace App\Jobs;

use App\Mail\OrderConfirmed;
use App\Models\Order;
use App\Services\InvoicePdfGenerator;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendOrderConfirmationMail implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 120;

    public int $tries = 3;

    public array $backoff = [30, 120];

    public function __construct(public Order $order)
    {
    }

    public function handle(InvoicePdfGenerator $pdf): void
    {
        $started = microtime(true);

        // 請求書PDFを生成して添付する（商品点数が多いと重い）
        $path = $pdf->generate($this->order);

        Mail::to($this->order->customer_email)
            ->send(new OrderConfirmed($this->order, $path));

        Log::info('order confirmation mail sent', [
            'order_id' => $this->order->id,
            'elapsed_sec' => round(microtime(true) - $started, 1),
            'attempt' => $this->attempts(),
        ]);
    }

    public function failed(\Throwable $e): void
    {
        Log::error('order confirmation mail failed', [
            'order_id' => $this->order->id,
            'error' => $e->getMessage(),
        ]);
    }
}
