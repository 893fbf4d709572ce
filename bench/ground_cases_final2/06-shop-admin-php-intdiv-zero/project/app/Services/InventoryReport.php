<?php

namespace App\Services;

use App\Models\Shop;

class InventoryReport
{
    public function __construct(private Shop $shop)
    {
    }

    public function lowStockCount(): int
    {
        return $this->shop->products()->where('stock', '<', config('shop.low_stock_threshold'))->count();
    }

    public function sellThroughRate(): float
    {
        $received = (int) $this->shop->products()->sum('received_total');
        if ($received === 0) {
            return 0.0;
        }
        $sold = (int) $this->shop->products()->sum('sold_total');

        return round($sold / $received * 100, 1);
    }
}
