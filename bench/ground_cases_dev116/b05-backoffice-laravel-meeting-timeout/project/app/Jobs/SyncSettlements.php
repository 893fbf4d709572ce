<?php

namespace App\Jobs;

use App\Services\PaymentClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Cache;

class SyncSettlements implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $timeout = 30;
    public int $tries = 3;

    public function __construct(public string $month)
    {
    }

    public function handle(PaymentClient $payments): void
    {
        $total = $payments->settledTotal($this->month);
        Cache::put("settlements:{$this->month}", $total, now()->addHours(6));
    }
}
