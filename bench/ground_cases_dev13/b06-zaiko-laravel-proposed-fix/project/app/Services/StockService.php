<?php

namespace App\Services;

use App\Exceptions\OutOfStockException;
use App\Models\Stock;
use App\Models\StockMovement;
use Illuminate\Support\Facades\Log;

class StockService
{
    /**
     * Reserve $qty units of $sku for an order.
     * Callers run this inside DB::transaction() together with the order insert.
     */
    public function reserve(string $sku, int $qty, int $orderId): void
    {
        if ($qty <= 0) {
            throw new \InvalidArgumentException("qty must be positive, got {$qty}");
        }

        $stock = Stock::where('sku', $sku)->first();
        if ($stock === null) {
            throw new OutOfStockException($sku, 0, $qty);
        }
        if ($stock->quantity < $qty) {
            throw new OutOfStockException($sku, $stock->quantity, $qty);
        }

        $stock->quantity -= $qty;
        $stock->save();

        StockMovement::create([
            'sku' => $sku,
            'order_id' => $orderId,
            'delta' => -$qty,
            'reason' => 'reserve',
        ]);
    }

    /**
     * Give reserved units back (order cancelled or payment failed).
     */
    public function release(string $sku, int $qty, int $orderId): void
    {
        Stock::where('sku', $sku)->increment('quantity', $qty);

        StockMovement::create([
            'sku' => $sku,
            'order_id' => $orderId,
            'delta' => $qty,
            'reason' => 'release',
        ]);
        Log::info('stock released', ['sku' => $sku, 'qty' => $qty, 'order' => $orderId]);
    }

    public function available(string $sku): int
    {
        return (int) Stock::where('sku', $sku)->value('quantity');
    }
}
