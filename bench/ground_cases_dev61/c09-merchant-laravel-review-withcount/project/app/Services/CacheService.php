<?php

namespace App\Services;

use App\Models\Order;
use App\Models\OrderItem;
use Illuminate\Support\Facades\Cache;

class CacheService
{
    public function merchantStats(int $merchantId): array
    {
        return Cache::remember("merchant:{$merchantId}:stats", 86400, function () use ($merchantId) {
            $q = Order::where('merchant_id', $merchantId);

            return [
                'orders' => (clone $q)->count(),
                'paid' => (clone $q)->where('status', 'paid')->count(),
                'revenue_cents' => (clone $q)->where('status', 'paid')->sum('total_cents'),
            ];
        });
    }

    public function merchantTopSkus(int $merchantId, int $limit = 10): array
    {
        return Cache::remember("merchant:{$merchantId}:top:{$limit}", 3600, function () use ($merchantId, $limit) {
            return OrderItem::query()
                ->join('orders', 'orders.id', '=', 'order_items.order_id')
                ->where('orders.merchant_id', $merchantId)
                ->groupBy('order_items.sku')
                ->orderByRaw('sum(order_items.quantity) desc')
                ->limit($limit)
                ->pluck('order_items.sku')
                ->all();
        });
    }

    public function forgetMerchantStats(int $merchantId): void
    {
        Cache::forget("merchant:{$merchantId}:stats");
    }
}
