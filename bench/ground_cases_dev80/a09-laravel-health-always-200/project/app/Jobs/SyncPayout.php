<?php

namespace App\Jobs;

use App\Models\Payout;
use App\Services\PayoutProvider;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;
use Illuminate\Support\Facades\Log;

class SyncPayout implements ShouldQueue
{
    use Queueable;

    public int $tries = 5;

    public array $backoff = [10, 30, 60, 300];

    public function __construct(public int $payoutId)
    {
    }

    public function handle(PayoutProvider $provider): void
    {
        $payout = Payout::findOrFail($this->payoutId);
        $remote = $provider->fetch($payout->provider_ref);

        if ($remote['status'] !== $payout->status) {
            Log::warning('payout status drift', [
                'payout_id' => $payout->id,
                'local' => $payout->status,
                'remote' => $remote['status'],
            ]);
            $payout->update(['status' => $remote['status']]);
        }
    }

    public function failed(\Throwable $e): void
    {
        Log::critical('payout sync gave up', ['payout_id' => $this->payoutId, 'error' => $e->getMessage()]);
    }
}
