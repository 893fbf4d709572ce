from __future__ import annotations

import os
from dataclasses import dataclass
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class Settings:
    db_path: str
    slack_webhook: str | None
    tz: ZoneInfo
    min_rest_hours: int


def load() -> Settings:
    return Settings(
        db_path=os.environ.get("SHIFTBOARD_DB", "shiftboard.db"),
        slack_webhook=os.environ.get("SLACK_WEBHOOK_URL") or None,
        tz=ZoneInfo(os.environ.get("SHIFTBOARD_TZ", "Asia/Tokyo")),
        min_rest_hours=int(os.environ.get("SHIFTBOARD_MIN_REST_HOURS", "8")),
    )


settings = load()
