"""Runtime settings, read once from the environment at import time."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import timedelta
from zoneinfo import ZoneInfo


def _env_int(name: str, default: int) -> int:
    raw = os.getenv(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be an integer, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    database_url: str = field(default_factory=lambda: os.getenv("DATABASE_URL", "sqlite:///./booking.db"))
    shop_tz: ZoneInfo = ZoneInfo("Asia/Shanghai")
    remind_before: timedelta = field(default_factory=lambda: timedelta(hours=_env_int("REMIND_BEFORE_HOURS", 24)))
    remind_window: timedelta = timedelta(minutes=10)
    sms_sender: str = field(default_factory=lambda: os.getenv("SMS_SENDER", "BOOKING"))
    max_party_size: int = field(default_factory=lambda: _env_int("MAX_PARTY_SIZE", 12))


settings = Settings()
