<?php

namespace App\Jobs;

use App\Models\Product;
use App\Services\WarehouseClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class SyncInventory implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public $tries = 3;

    public $backoff = [30, 120];

    public function __construct(public array $skus)
    {
        $this->onQueue('inventory');
    }

    public function handle(WarehouseClient $warehouse): void
    {
        foreach ($this->skus as $sku) {
            $onHand = $warehouse->stock($sku);
            Product::where('sku', $sku)->update([
                'stock' => $onHand,
                'synced_at' => now(),
            ]);
        }
    }
}
