<?php

namespace App\Services;

use App\Models\Menu;
use App\Models\Reservation;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Cache;

class AvailabilityService
{
    public function __construct(private readonly ShopSettings $settings)
    {
    }

    public function isAvailable(int $shopId, int $menuId, Carbon $startsAt): bool
    {
        $menu = Menu::findOrFail($menuId);
        $endsAt = $startsAt->copy()->addMinutes($menu->duration_minutes);
        $capacity = $this->settings->get($shopId, 'seats', 1);

        $overlapping = collect($this->reservationsOn($shopId, $startsAt))
            ->filter(fn (array $r) => $r['starts_at'] < $endsAt->timestamp && $r['ends_at'] > $startsAt->timestamp)
            ->count();

        return $overlapping < $capacity;
    }

    /** @return list<array{starts_at: int, ends_at: int}> */
    private function reservationsOn(int $shopId, Carbon $day): array
    {
        return Cache::remember($this->dayKey($shopId, $day), now()->addMinutes(10), function () use ($shopId, $day) {
            return Reservation::query()
                ->with('menu:id,duration_minutes')
                ->where('shop_id', $shopId)
                ->where('status', 'confirmed')
                ->whereDate('starts_at', $day->toDateString())
                ->get()
                ->map(fn (Reservation $r) => [
                    'starts_at' => $r->starts_at->timestamp,
                    'ends_at' => $r->starts_at->copy()->addMinutes($r->menu->duration_minutes)->timestamp,
                ])
                ->all();
        });
    }

    public function forgetDay(int $shopId, Carbon $day): void
    {
        Cache::forget($this->dayKey($shopId, $day));
    }

    private function dayKey(int $shopId, Carbon $day): string
    {
        return "availability:{$shopId}:{$day->toDateString()}";
    }
}
