<?php

namespace App\Jobs;

use App\Models\Shipment;
use App\Services\ShipEngineClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Http\Client\RequestException;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Storage;

class PrintLabelJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;
    public array $backoff = [10, 60, 300];

    public function __construct(public Shipment $shipment) {}

    public function handle(ShipEngineClient $client): void
    {
        try {
            [$tracking, $labelUrl] = $client->purchaseLabel($this->shipment);
        } catch (RequestException $e) {
            Log::error('label purchase failed', [
                'shipment' => $this->shipment->id,
                'status' => $e->response->status(),
                'body' => $e->response->json(),
            ]);
            throw $e;
        }

        $file = "labels/{$this->shipment->id}.zpl";
        Storage::put($file, file_get_contents($labelUrl));

        $this->shipment->update([
            'tracking_number' => $tracking,
            'label_path' => $file,
            'status' => 'label_printed',
        ]);
    }
}
