"""配送 ETA：直线距离 × 路网系数 ÷ 平均车速。"""
from __future__ import annotations

import math
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from app.settings import get_settings

ROAD_FACTOR = 1.3
CACHE_TTL_S = 300
_cache: dict[tuple[float, float, float, float], tuple[float, int]] = {}


def haversine_km(lng1: float, lat1: float, lng2: float, lat2: float) -> float:
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lng2 - lng1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(a))


def eta_minutes(lng1: float, lat1: float, lng2: float, lat2: float) -> int:
    key = (round(lng1, 5), round(lat1, 5), round(lng2, 5), round(lat2, 5))
    now = time.monotonic()
    hit = _cache.get(key)
    if hit and now - hit[0] < CACHE_TTL_S:
        return hit[1]
    km = haversine_km(lng1, lat1, lng2, lat2) * ROAD_FACTOR
    minutes = max(1, math.ceil(km / get_settings().avg_speed_kmh * 60))
    _cache[key] = (now, minutes)
    return minutes


def eta_at(depart: datetime, minutes: int) -> str:
    tz = ZoneInfo(get_settings().depot_timezone)
    return (depart.astimezone(tz) + timedelta(minutes=minutes)).strftime("%H:%M")
