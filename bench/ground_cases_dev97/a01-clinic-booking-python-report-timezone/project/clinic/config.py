from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Runtime settings, read from CLINIC_* environment variables or .env."""

    model_config = SettingsConfigDict(env_prefix="CLINIC_", env_file=".env", extra="ignore")

    db_path: Path = Path("var/clinic.sqlite3")
    # IANA name of the clinic's wall clock; used for anything a human reads
    # (reports, reminders). Storage is always UTC.
    clinic_tz: str = "America/Chicago"
    slot_minutes: int = 30
    opening_hour: int = 8
    closing_hour: int = 21
    cors_origins: list[str] = ["http://localhost:5173"]
    page_size: int = 100


@lru_cache
def get_settings() -> Settings:
    return Settings()


def reset_settings_cache() -> None:
    """Tests change env vars between cases; drop the cached instance."""
    get_settings.cache_clear()


def describe() -> dict:
    s = get_settings()
    return {
        "db": str(s.db_path),
        "tz": s.clinic_tz,
        "hours": f"{s.opening_hour:02d}:00-{s.closing_hour:02d}:00",
    }
