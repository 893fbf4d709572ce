<?php

namespace App\Services;

use App\Models\PriceRule;
use App\Models\Product;
use Illuminate\Support\Facades\Cache;

class PriceService
{
    private const CACHE_TTL_HOURS = 24;

    /**
     * Price in cents a customer pays right now, after active price rules.
     */
    public function currentPrice(Product $product): int
    {
        return Cache::remember(
            $this->cacheKey($product->id),
            now()->addHours(self::CACHE_TTL_HOURS),
            fn () => $this->computePrice($product),
        );
    }

    public function forget(int $productId): void
    {
        Cache::forget($this->cacheKey($productId));
    }

    private function computePrice(Product $product): int
    {
        $price = $product->price_cents;
        $rule = PriceRule::activeFor($product)->orderByDesc('priority')->first();
        if ($rule !== null) {
            $price = $rule->apply($price);
        }

        return max(0, $price);
    }

    private function cacheKey(int $productId): string
    {
        return "price:{$productId}";
    }
}
