<?php

namespace App\Jobs;

use App\Models\Product;
use App\Services\WarehouseClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class UpdateStock implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public $tries = 3;

    public function __construct(public string $sku, public int $qty, public string $orderNo)
    {
    }

    public function handle(WarehouseClient $warehouse): void
    {
        DB::transaction(function () use ($warehouse) {
            $product = Product::where('sku', $this->sku)->lockForUpdate()->firstOrFail();
            if ($product->available() < $this->qty) {
                Log::warning('insufficient stock', ['sku' => $this->sku, 'order' => $this->orderNo]);
                return;
            }
            $reservationId = $warehouse->reserve($this->sku, $this->qty, $this->orderNo);
            $product->increment('reserved', $this->qty);
            DB::table('reservations')->insert([
                'order_no' => $this->orderNo,
                'sku' => $this->sku,
                'qty' => $this->qty,
                'warehouse_reservation_id' => $reservationId,
                'created_at' => now(),
            ]);
        });
    }
}
