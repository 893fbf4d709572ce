<?php

namespace App\Services;

use App\Models\ShopSetting;
use Illuminate\Support\Facades\Cache;

class ShopSettings
{
    private const TTL_SECONDS = 3600;

    public function get(int $shopId, string $key, mixed $default = null): mixed
    {
        return $this->all($shopId)[$key] ?? $default;
    }

    /** @return array<string, mixed> */
    public function all(int $shopId): array
    {
        return Cache::remember("shop-settings:{$shopId}", self::TTL_SECONDS, function () use ($shopId) {
            return ShopSetting::query()
                ->where('shop_id', $shopId)
                ->pluck('value', 'key')
                ->map(fn ($v) => json_decode($v, true))
                ->all();
        });
    }

    public function set(int $shopId, string $key, mixed $value): void
    {
        ShopSetting::updateOrCreate(
            ['shop_id' => $shopId, 'key' => $key],
            ['value' => json_encode($value)],
        );
        Cache::forget("shop-settings:{$shopId}");
    }
}
