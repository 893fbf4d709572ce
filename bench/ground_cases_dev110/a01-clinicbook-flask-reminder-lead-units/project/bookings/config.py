"""Settings read from the environment, with defaults for local development."""
from __future__ import annotations

import os
from dataclasses import dataclass


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be an integer, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    database_url: str
    smtp_host: str
    sender: str
    reminder_lead_minutes: int
    reminder_batch: int
    window_minutes: int


def load() -> Settings:
    return Settings(
        database_url=os.environ.get("DATABASE_URL", "sqlite:///clinicbook.db"),
        smtp_host=os.environ.get("SMTP_HOST", "localhost"),
        sender=os.environ.get("REMINDER_SENDER", "no-reply@clinicbook.test"),
        reminder_lead_minutes=_int("REMINDER_LEAD_MINUTES", 120),
        reminder_batch=_int("REMINDER_BATCH_SIZE", _int("REMINDER_BATCH", 200)),
        window_minutes=_int("REMINDER_WINDOW_MINUTES", 15),
    )


settings = load()
