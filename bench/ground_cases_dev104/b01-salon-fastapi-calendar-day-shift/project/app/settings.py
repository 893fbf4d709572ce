from __future__ import annotations

import os
from dataclasses import dataclass
from zoneinfo import ZoneInfo


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


@dataclass(frozen=True)
class Settings:
    shop_name: str = "Hair Room Kinu"
    shop_tz: ZoneInfo = ZoneInfo("Asia/Tokyo")
    open_hour: int = _env_int("SALON_OPEN_HOUR", 9)
    close_hour: int = _env_int("SALON_CLOSE_HOUR", 20)
    slot_minutes: int = 30
    max_days_ahead: int = 60


SETTINGS = Settings()


def opening_hours() -> range:
    """Hours at which a slot may start."""
    return range(SETTINGS.open_hour, SETTINGS.close_hour)


def describe() -> dict:
    return {
        "shop": SETTINGS.shop_name,
        "tz": str(SETTINGS.shop_tz),
        "open": SETTINGS.open_hour,
        "close": SETTINGS.close_hour,
        "slot_minutes": SETTINGS.slot_minutes,
    }
