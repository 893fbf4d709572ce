<?php

namespace App\Jobs;

use App\Models\Product;
use App\Services\StockNotifier;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class NotifyRestock implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 45;

    public function __construct(public Product $product)
    {
    }

    public function handle(StockNotifier $notifier): void
    {
        $notifier->notifyWaitingUsers($this->product);
    }
}
