<?php

namespace App\Jobs;

use App\Models\Shipment;
use App\Services\KuaidiClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SyncTrackingJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public array $backoff = [60, 300, 900];

    public function __construct(public Shipment $shipment)
    {
    }

    public function handle(KuaidiClient $client): void
    {
        $traces = $client->track($this->shipment->carrier_code, $this->shipment->tracking_no);

        $this->shipment->update([
            'traces' => $traces,
            'status' => $traces[0]['state'] ?? $this->shipment->status,
            'last_synced_at' => now(),
        ]);
    }
}
