<?php

namespace App\Services;

use App\Models\Order;
use App\Models\Shop;
use Illuminate\Support\Collection;

class SalesReport
{
    public function __construct(private Shop $shop)
    {
    }

    /** @return Collection<int, Order> */
    public function paidOrders(): Collection
    {
        return $this->shop->orders()->where('status', 'paid')->get();
    }

    public function revenue(): int
    {
        return (int) $this->paidOrders()->sum('total');
    }

    public function conversionRate(): float
    {
        $visits = $this->shop->visits_count;
        if ($visits === 0) {
            return 0.0;
        }

        return round($this->paidOrders()->count() / $visits * 100, 1);
    }

    public function averageOrderValue(): int
    {
        $orders = $this->paidOrders();

        return intdiv($this->revenue(), $orders->count());
    }

    public function revenueExcludingTax(): int
    {
        if (! config('shop.prices_include_tax')) {
            return $this->revenue();
        }

        return (int) floor($this->revenue() / (1 + config('shop.tax_rate')));
    }
}
